<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da" sourcelanguage="en">
<context>
    <name>AboutBox</name>
    <message>
        <source>About Rummi</source>
        <translation>Om Rummi</translation>
    </message>
    <message>
        <source>A tile-rummy game for LAN parties.</source>
        <translation>Et brikrommyspil til LAN-fester.</translation>
    </message>
    <message>
        <source>Settings: %1</source>
        <translation>Indstillinger: %1</translation>
    </message>
    <message>
        <source>Saved games: %1</source>
        <translation>Gemte spil: %1</translation>
    </message>
    <message>
        <source>Python %1, Qt %2 (PySide6 %3)</source>
        <translation>Python %1, Qt %2 (PySide6 %3)</translation>
    </message>
</context>
<context>
    <name>AppSession</name>
    <message>
        <source>Language</source>
        <translation>Sprog</translation>
    </message>
    <message>
        <source>%1 is set to %2, so this window stays in that language. Your choice is kept for when Rummi starts without it.</source>
        <translation>%1 er sat til %2, så vinduet bliver på det sprog. Dit valg gemmes til når Rummi startes uden.</translation>
    </message>
    <message>
        <source>Cannot look for tables: %1</source>
        <translation>Kan ikke lede efter borde: %1</translation>
    </message>
    <message>
        <source>1 table on this network</source>
        <translation>1 bord på dette netværk</translation>
    </message>
    <message>
        <source>%1 tables on this network</source>
        <translation>%1 borde på dette netværk</translation>
    </message>
    <message>
        <source>no network</source>
        <translation>intet netværk</translation>
    </message>
    <message>
        <source>Looking for tables on this network (%1)…</source>
        <translation>Leder efter borde på dette netværk (%1)…</translation>
    </message>
    <message>
        <source>unknown protocol</source>
        <translation>ukendt protokol</translation>
    </message>
    <message>
        <source>protocol %1</source>
        <translation>protokol %1</translation>
    </message>
    <message>
        <source>%1 against bots</source>
        <translation>%1 mod bots</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dit navn</translation>
    </message>
    <message>
        <source>The others at the table see you by this name:</source>
        <translation>De andre ved bordet ser dig under dette navn:</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Deltag</translation>
    </message>
    <message>
        <source>Another table</source>
        <translation>Et andet bord</translation>
    </message>
    <message>
        <source>The table at %1 is %2, not the one the link names: that table may have closed and another opened at its address.</source>
        <translation>Bordet på %1 er %2, ikke det, linket nævner: det bord er måske lukket, og et andet åbnet på adressen.</translation>
    </message>
    <message>
        <source>&amp;Join %1</source>
        <translation>&amp;Deltag ved %1</translation>
    </message>
    <message>
        <source>The table at %1</source>
        <translation>Bordet på %1</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Vær vært for et bord</translation>
    </message>
    <message>
        <source>Could not open a table: %1</source>
        <translation>Bordet kunne ikke åbnes: %1</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Genoptag</translation>
    </message>
    <message>
        <source>This table cannot be resumed: %1

The file is kept as it is: %2</source>
        <translation>Dette bord kan ikke genoptages: %1

Filen bevares, som den er: %2</translation>
    </message>
    <message>
        <source>Port %1 is in use, so the table opened on port %2. Other players&apos; apps that see it in their list of tables go there by themselves; elsewhere they join it at the new address and get their seats back.</source>
        <translation>Port %1 er optaget, så bordet blev åbnet på port %2. De andre spilleres apps, der ser det i deres liste over borde, går derhen af sig selv; ellers slutter de sig til det på den nye adresse og får deres pladser tilbage.</translation>
    </message>
    <message>
        <source>Delete the save?</source>
        <translation>Slet det gemte spil?</translation>
    </message>
    <message>
        <source>Could not delete the save: %1</source>
        <translation>Det gemte spil kunne ikke slettes: %1</translation>
    </message>
    <message>
        <source>Connected again</source>
        <translation>Forbundet igen</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Forbinder til %1…</translation>
    </message>
    <message>
        <source>Your &amp;review</source>
        <translation>Din &amp;gennemgang</translation>
    </message>
    <message>
        <source>&amp;Play another round</source>
        <translation>Spil en ny &amp;runde</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>Spil &amp;igen</translation>
    </message>
    <message>
        <source>%1 wants to play again: a new table is open at the same address.</source>
        <translation>%1 vil spille igen: et nyt bord er åbent på samme adresse.</translation>
    </message>
    <message>
        <source>%1 has opened a new table at the same address.</source>
        <translation>%1 har åbnet et nyt bord på samme adresse.</translation>
    </message>
    <message>
        <source>%1 is open at the same address now.</source>
        <translation>%1 er åbent på samme adresse nu.</translation>
    </message>
    <message>
        <source>Your seat in this game stays yours if it is resumed.</source>
        <translation>Din plads i dette spil forbliver din, hvis det genoptages.</translation>
    </message>
    <message>
        <source>&amp;Watch it</source>
        <translation>&amp;Se med</translation>
    </message>
    <message>
        <source>&amp;Join it</source>
        <translation>&amp;Deltag</translation>
    </message>
    <message>
        <source>Joining the table again…</source>
        <translation>Slutter sig til bordet igen…</translation>
    </message>
    <message>
        <source>Rummi</source>
        <translation>Rummi</translation>
    </message>
    <message>
        <source>The game at %1 has already started.</source>
        <translation>Spillet ved %1 er allerede begyndt.</translation>
    </message>
    <message>
        <source>Every seat at %1 is taken.</source>
        <translation>Alle pladser ved %1 er optaget.</translation>
    </message>
    <message>
        <source>Watch instead?</source>
        <translation>Se med i stedet?</translation>
    </message>
    <message>
        <source>You can watch it: you see the board and the players as they play, and you can leave whenever you like.</source>
        <translation>Du kan se med: du ser brættet og spillerne, mens de spiller, og du kan gå, når du vil.</translation>
    </message>
    <message>
        <source>You can watch it: you see the board and the players as they play. The host can give you a seat that comes free before the game starts.</source>
        <translation>Du kan se med: du ser brættet og spillerne, mens de spiller. Værten kan give dig en plads, der bliver ledig, før spillet begynder.</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>&amp;Se med</translation>
    </message>
    <message>
        <source>%1 is not open yet; trying again…</source>
        <translation>%1 er ikke åbent endnu; prøver igen…</translation>
    </message>
    <message>
        <source>No table answers at %1 yet; trying again…</source>
        <translation>Intet bord svarer på %1 endnu; prøver igen…</translation>
    </message>
    <message>
        <source>The connection to the host was lost; trying again…</source>
        <translation>Forbindelsen til værten blev afbrudt; prøver igen…</translation>
    </message>
    <message>
        <source>%1 is not open now: when its host resumes it, Rejoin gets you your seat back.</source>
        <translation>%1 er ikke åbent nu: når værten genoptager det, får du din plads tilbage med Vend tilbage.</translation>
    </message>
    <message>
        <source>No table answers at %1. Check the address, and that the table is still open.</source>
        <translation>Intet bord svarer på %1. Tjek adressen, og at bordet stadig er åbent.</translation>
    </message>
    <message>
        <source>Give %1&apos;s seat to a bot?</source>
        <translation>Skal en bot overtage pladsen fra %1?</translation>
    </message>
    <message>
        <source>%1 is still connected. The bot takes over their tiles and turns, and %1 leaves the game.</source>
        <translation>%1 er stadig forbundet. Botten overtager brikkerne og turene, og %1 forlader spillet.</translation>
    </message>
    <message>
        <source>%1 is seated at your table and goes back to the start screen if you close it.</source>
        <translation>%1 sidder ved dit bord og kommer tilbage til startskærmen, hvis du lukker det.</translation>
    </message>
    <message>
        <source>%1 are seated at your table and go back to the start screen if you close it.</source>
        <translation>%1 sidder ved dit bord og kommer tilbage til startskærmen, hvis du lukker det.</translation>
    </message>
    <message>
        <source>Close the table?</source>
        <translation>Luk bordet?</translation>
    </message>
    <message>
        <source>Keep the table open</source>
        <translation>Hold bordet åbent</translation>
    </message>
    <message>
        <source>This stops the game for everyone; you can resume it later from the start screen.</source>
        <translation>Det stopper spillet for alle; du kan genoptage det senere fra startskærmen.</translation>
    </message>
    <message>
        <source>This stops the game; you can resume it later from the start screen.</source>
        <translation>Det stopper spillet; du kan genoptage det senere fra startskærmen.</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Luk bordet</translation>
    </message>
    <message>
        <source>%1 closed the table.</source>
        <translation>%1 lukkede bordet.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>Værten lukkede bordet.</translation>
    </message>
    <message>
        <source>Close the table and quit</source>
        <translation>Luk bordet og afslut</translation>
    </message>
    <message>
        <source>Leave the game?</source>
        <translation>Vil du forlade spillet?</translation>
    </message>
    <message>
        <source>The game goes on without you. Your seat is kept: you can rejoin it from the start screen.</source>
        <translation>Spillet fortsætter uden dig. Din plads bevares: du kan vende tilbage til den fra startskærmen.</translation>
    </message>
    <message>
        <source>The game goes on without you: a bot plays your turns until you are back. Your seat is kept: you can rejoin it from the start screen.</source>
        <translation>Spillet fortsætter uden dig: en bot spiller dine ture, til du er tilbage. Din plads bevares: du kan vende tilbage til den fra startskærmen.</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Forlad</translation>
    </message>
    <message>
        <source>Leave and quit</source>
        <translation>Forlad og afslut</translation>
    </message>
    <message>
        <source>The move under way is taken back: its tiles go back to the rack.</source>
        <translation>Det igangværende træk tages tilbage: dets brikker går tilbage på holderen.</translation>
    </message>
    <message>
        <source>The tiles you laid this turn go back to your rack if your turn is played for you.</source>
        <translation>De brikker, du har lagt i denne tur, går tilbage på din holder, hvis din tur spilles for dig.</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Spil videre</translation>
    </message>
</context>
<context>
    <name>BotGameDialog</name>
    <message>
        <source>Instant</source>
        <extracomment>The bots&apos; pace: they play at once.</extracomment>
        <translation>Med det samme</translation>
    </message>
    <message>
        <source>Fast ({seconds} s a turn)</source>
        <extracomment>The bots&apos; pace; {seconds} is how long a bot&apos;s turn takes, like &quot;0.5&quot;.</extracomment>
        <translation>Hurtigt ({seconds} s pr. tur)</translation>
    </message>
    <message>
        <source>Normal ({seconds} s a turn)</source>
        <translation>Normalt ({seconds} s pr. tur)</translation>
    </message>
    <message>
        <source>Slow ({seconds} s a turn)</source>
        <translation>Langsomt ({seconds} s pr. tur)</translation>
    </message>
    <message>
        <source>Play against bots</source>
        <translation>Spil mod bots</translation>
    </message>
    <message>
        <source>&amp;One game</source>
        <translation>&amp;Ét spil</translation>
    </message>
    <message>
        <source>Bots&apos; pa&amp;ce</source>
        <translation>Botternes &amp;tempo</translation>
    </message>
    <message numerus="yes">
        <source>You and %n bot(s) at one table.</source>
        <extracomment>%n is how many bots play against the player (1 to 3).</extracomment>
        <translation>
            <numerusform>Dig og %n bot ved ét bord.</numerusform>
            <numerusform>Dig og %n bots ved ét bord.</numerusform>
        </translation>
    </message>
    <message>
        <source>A &amp;round: {games} games, each player starts one</source>
        <extracomment>{games} is how many games a round has: one per player.</extracomment>
        <translation>En &amp;runde: {games} spil, hver spiller starter ét</translation>
    </message>
    <message>
        <source>Bots&apos; level</source>
        <translation>Botternes niveau</translation>
    </message>
    <message>
        <source>Number of bots</source>
        <translation>Antal bots</translation>
    </message>
    <message>
        <source>Bots&apos; pace</source>
        <translation>Botternes tempo</translation>
    </message>
    <message>
        <source>How long each bot turn takes, so that you can follow the bots&apos; moves</source>
        <translation>Hvor længe hver bot-tur varer, så du kan følge bottenes træk</translation>
    </message>
    <message>
        <source>&amp;Bots</source>
        <translation>Antal &amp;bots</translation>
    </message>
    <message>
        <source>Bots&apos; &amp;level</source>
        <translation>Botternes &amp;niveau</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Spil</translation>
    </message>
</context>
<context>
    <name>Chat</name>
    <message>
        <source>Nice move!</source>
        <translation>Flot træk!</translation>
    </message>
    <message>
        <source>Your turn…</source>
        <translation>Din tur…</translation>
    </message>
    <message>
        <source>Oops</source>
        <translation>Ups</translation>
    </message>
    <message>
        <source>Good game</source>
        <translation>Godt spil</translation>
    </message>
    <message>
        <source>a laugh</source>
        <translation>et grin</translation>
    </message>
    <message>
        <source>surprise</source>
        <translation>overraskelse</translation>
    </message>
    <message>
        <source>relief</source>
        <translation>lettelse</translation>
    </message>
    <message>
        <source>a smile</source>
        <translation>et smil</translation>
    </message>
    <message>
        <source>a star, for a fine move</source>
        <translation>en stjerne for et flot træk</translation>
    </message>
    <message>
        <source>Onlooker</source>
        <translation>Tilskuer</translation>
    </message>
    <message>
        <source>You: {said}</source>
        <extracomment>The player&apos;s own line of table talk: &quot;You: Nice move!&quot;.</extracomment>
        <translation>Du: {said}</translation>
    </message>
    <message>
        <source>{name} (watching): {said}</source>
        <extracomment>{name} watches the game without a seat.</extracomment>
        <translation>{name} (ser på): {said}</translation>
    </message>
    <message>
        <source>{name}: {said}</source>
        <translation>{name}: {said}</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Samtale</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Afsend</translation>
    </message>
    <message>
        <source>Send “{reaction}”, {meaning}, to the table</source>
        <extracomment>A picture reaction&apos;s tooltip: {reaction} is the picture, {meaning} says what it means.</extracomment>
        <translation>Send “{reaction}” ({meaning}) til bordet</translation>
    </message>
    <message>
        <source>Send “{reaction}” to the table</source>
        <translation>Send “{reaction}” til bordet</translation>
    </message>
    <message>
        <source>Muted in the chat: {names}</source>
        <extracomment>{names}: the players and onlookers the host muted, separated by commas.</extracomment>
        <translation>Gjort tavs i chatten: {names}</translation>
    </message>
    <message>
        <source>{left} characters left of {most}</source>
        <extracomment>{left}: how many more characters fit in a chat line; {most}: the most it can have.</extracomment>
        <translation>{left} af {most} tegn tilbage</translation>
    </message>
    <message>
        <source>The table is out of reach: the talk waits until it is back</source>
        <translation>Bordet kan ikke nås: snakken venter, til det er tilbage</translation>
    </message>
    <message>
        <source>Say something…</source>
        <translation>Sig noget…</translation>
    </message>
    <message>
        <source>The host has muted you in the chat</source>
        <translation>Værten har gjort dig tavs i chatten</translation>
    </message>
    <message>
        <source>Let {name} talk again</source>
        <translation>Lad {name} tale igen</translation>
    </message>
    <message>
        <source>Mute {name} in the chat</source>
        <translation>Gør {name} tavs i chatten</translation>
    </message>
</context>
<context>
    <name>ContinuePanel</name>
    <message>
        <source>Continue</source>
        <translation>Fortsæt</translation>
    </message>
    <message>
        <source>You have a seat at %1 (joined %2)</source>
        <extracomment>%1 is the table&apos;s name, %2 when this app last joined its game.</extracomment>
        <translation>Du har en plads ved %1 (kom ind %2)</translation>
    </message>
    <message>
        <source>You have a seat at %1</source>
        <translation>Du har en plads ved %1</translation>
    </message>
    <message>
        <source>&amp;Rejoin</source>
        <translation>&amp;Vend tilbage</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>Glem</translation>
    </message>
    <message>
        <source>A save that cannot be read (%1)</source>
        <translation>Et gemt spil, der ikke kan læses (%1)</translation>
    </message>
    <message>
        <source>Resume %1 (before game %2 of %3, saved %4)</source>
        <extracomment>%1 is the table&apos;s name, %2 and %3 the game to come and the games planned, %4 the time saved.</extracomment>
        <translation>%1 (før spil %2 af %3, gemt %4)</translation>
    </message>
    <message>
        <source>Resume %1 (game %2 of %3, saved %4)</source>
        <extracomment>%1 is the table&apos;s name, %2 and %3 the game being played and the games planned, %4 the time saved.</extracomment>
        <translation>%1 (spil %2 af %3, gemt %4)</translation>
    </message>
    <message>
        <source>With %1</source>
        <extracomment>Under a saved table: who sits there; %1 is their names, separated by commas.</extracomment>
        <translation>Spillere: %1</translation>
    </message>
    <message>
        <source>you hold 1 tile, %2 in the pool</source>
        <extracomment>After who sits at a saved table: how far its game is. %1 counts the player&apos;s tiles, %2 the pool&apos;s.</extracomment>
        <translation>du har 1 brik, %2 i puljen</translation>
    </message>
    <message>
        <source>you hold %1 tiles, %2 in the pool</source>
        <translation>du har %1 brikker, %2 i puljen</translation>
    </message>
    <message>
        <source>Re&amp;sume</source>
        <translation>&amp;Genoptag</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Slet…</translation>
    </message>
    <message>
        <source>Delete the save?</source>
        <translation>Slet det gemte spil?</translation>
    </message>
    <message>
        <source>Delete the save of %1? The table cannot be resumed afterwards.</source>
        <translation>Slet det gemte spil ved %1? Bordet kan ikke genoptages bagefter.</translation>
    </message>
</context>
<context>
    <name>DealStatus</name>
    <message>
        <source>seat {number}</source>
        <translation>plads {number}</translation>
    </message>
    <message>
        <source>the host&apos;s secret is not the one it committed to before the deal</source>
        <translation>værtens hemmelighed er ikke den, den bandt sig til før delingen</translation>
    </message>
    <message>
        <source>the part of {name} is not the one committed to before the deal</source>
        <translation>{name}s del er ikke den, der blev bundet før delingen</translation>
    </message>
    <message>
        <source>your app&apos;s part was not used in the shuffle</source>
        <translation>din apps del blev ikke brugt i blandingen</translation>
    </message>
    <message>
        <source>the shuffle chose another first player</source>
        <translation>blandingen valgte en anden til at starte</translation>
    </message>
    <message>
        <source>your rack is not the one the shuffle dealt you</source>
        <translation>din holder er ikke den, blandingen delte dig</translation>
    </message>
    <message>
        <source>a tile you drew ({tiles}) is not the shuffle&apos;s</source>
        <translation>en brik du trak ({tiles}) er ikke blandingens</translation>
    </message>
    <message>
        <source>the tiles of {name} are not those the shuffle dealt and they drew</source>
        <translation>{name}s brikker er ikke dem, blandingen delte ud, og dem der blev trukket</translation>
    </message>
    <message>
        <source>this app was not there when the deal was sealed (it was restarted or joined late), so it could not check that the shuffle was fixed beforehand</source>
        <translation>denne app var ikke med, da delingen blev forseglet (den blev genstartet eller kom sent med), så den kunne ikke tjekke, at blandingen lå fast på forhånd</translation>
    </message>
    <message>
        <source>this app did not see your rack as it was dealt</source>
        <translation>denne app så ikke din holder, som den blev delt ud</translation>
    </message>
    <message>
        <source>some draws were made before this app saw the game (it joined late, or the table was resumed from a save that kept fewer turns)</source>
        <translation>nogle brikker blev trukket, før denne app så spillet (den kom sent med, eller bordet blev genoptaget fra en gemning med færre ture)</translation>
    </message>
    <message>
        <source>the table was resumed from a save that kept no commitment for this game</source>
        <translation>bordet blev genoptaget fra en gemning uden forpligtelse for dette spil</translation>
    </message>
    <message>
        <source>this app did not see the game</source>
        <translation>denne app så ikke spillet</translation>
    </message>
    <message>
        <source>the game&apos;s end did not reach this app</source>
        <translation>spillets afslutning nåede ikke denne app</translation>
    </message>
    <message>
        <source>Checking the deal…</source>
        <translation>Tjekker delingen…</translation>
    </message>
    <message>
        <source>⚠ The deal did not check out: {what}</source>
        <translation>⚠ Delingen passede ikke: {what}</translation>
    </message>
    <message>
        <source>The deal could not be checked: this app did not see the whole game</source>
        <translation>Delingen kunne ikke tjekkes: denne app så ikke hele spillet</translation>
    </message>
    <message>
        <source>Deal checked for the part of the game this app saw</source>
        <translation>Delingen er tjekket for den del af spillet, denne app så</translation>
    </message>
    <message>
        <source>Deal checked ✓: your app confirmed the shuffle was fair, nobody could choose the tiles</source>
        <extracomment>Said when this app&apos;s own check of the shuffle found everything in order; the words after the colon say what that means to a player who never heard of a checked deal.</extracomment>
        <translation>Delingen er tjekket ✓: din app bekræftede, at blandingen var fair – ingen kunne vælge brikkerne</translation>
    </message>
    <message>
        <source>What this app could not check: {why}.</source>
        <extracomment>{why} lists what this app could not check about a game&apos;s deal, separated by semicolons.</extracomment>
        <translation>Hvad denne app ikke kunne kontrollere: {why}.</translation>
    </message>
    <message>
        <source>Every app checks the shuffle itself once the game is over (F1, Rules and help: A fair deal)</source>
        <translation>Hver app tjekker selv blandingen, når spillet er slut (F1, Regler og hjælp: En fair deling)</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Seat %1</source>
        <translation>Plads %1</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Din tur</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>%1 har turen</translation>
    </message>
    <message>
        <source>Before your opening the sets on the board stay as they were: Undo, then lay sets from your rack or draw</source>
        <translation>Før din åbning bliver kombinationerne på brættet, som de var: Fortryd, og læg så kombinationer fra din holder, eller træk en brik</translation>
    </message>
    <message>
        <source>You moved tiles but laid none from your rack: lay one, or Undo to draw</source>
        <translation>Du flyttede brikker, men lagde ingen fra din holder: læg en, eller Fortryd for at trække</translation>
    </message>
    <message>
        <source>Lay the joker you won back in a set this turn</source>
        <translation>Læg den joker, du vandt tilbage, i en kombination i denne tur</translation>
    </message>
    <message>
        <source>Ready: Finish meld (Ctrl+Enter) lays your last tiles: you go out and win</source>
        <extracomment>The move lays the player&apos;s last tiles: they go out and win the game.</extracomment>
        <translation>Klar: Afslut tur (Ctrl+Enter) lægger dine sidste brikker: du går ud og vinder</translation>
    </message>
    <message>
        <source>Ready: Finish meld (Ctrl+Enter) lays 1 tile, {points}</source>
        <extracomment>{points} is a number of points in words: &quot;7 points&quot;.</extracomment>
        <translation>Klar: Afslut tur (Ctrl+Enter) lægger 1 brik, {points}</translation>
    </message>
    <message>
        <source>Ready: Finish meld (Ctrl+Enter) lays {count} tiles, {points}</source>
        <extracomment>{count} is the number of tiles laid (2 or more), {points} their value in words: &quot;45 points&quot;.</extracomment>
        <translation>Klar: Afslut tur (Ctrl+Enter) lægger {count} brikker, {points}</translation>
    </message>
    <message>
        <source>The game is over: you won</source>
        <translation>Spillet er slut: du vandt</translation>
    </message>
    <message>
        <source>The game is over: you share the win with %1</source>
        <translation>Spillet er slut: du deler sejren med %1</translation>
    </message>
    <message>
        <source>The game is over: %1 won</source>
        <translation>Spillet er slut: %1 vandt</translation>
    </message>
    <message>
        <source>Your turn: open with sets worth {points} from your rack, or pass</source>
        <extracomment>{points} is the opening threshold in words: &quot;30 points&quot;. The pool is empty.</extracomment>
        <translation>Din tur: åbn med kombinationer til {points} fra din holder, eller stå over</translation>
    </message>
    <message>
        <source>Your turn: open with sets worth {points} from your rack, or draw</source>
        <extracomment>{points} is the opening threshold in words: &quot;30 points&quot;.</extracomment>
        <translation>Din tur: åbn med kombinationer til {points} fra din holder, eller træk</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Tænker…</translation>
    </message>
    <message>
        <source>No move found: draw a tile</source>
        <translation>Ingen mulig tur fundet: træk en brik</translation>
    </message>
    <message>
        <source>%1 closed the table.</source>
        <translation>%1 lukkede bordet.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>Værten lukkede bordet.</translation>
    </message>
    <message>
        <source>Every game of this table has been played.</source>
        <translation>Alle bordets spil er spillet.</translation>
    </message>
    <message>
        <source>If it is resumed, you can watch it again from the start screen.</source>
        <translation>Hvis det genoptages, kan du se med igen fra startskærmen.</translation>
    </message>
    <message>
        <source>If it is resumed, you rejoin your seat by yourself.</source>
        <translation>Hvis det genoptages, kommer du selv tilbage til din plads.</translation>
    </message>
    <message>
        <source>The host is gone; waiting for it to come back.</source>
        <translation>Værten er væk; venter på, at den kommer tilbage.</translation>
    </message>
    <message>
        <source>The table is back</source>
        <translation>Bordet er tilbage</translation>
    </message>
    <message>
        <source>The game waits until the table is back</source>
        <translation>Spillet venter, til bordet er tilbage</translation>
    </message>
    <message>
        <source>The last move, marked in gold: %1</source>
        <extracomment>%1 is the last move&apos;s line of the turn log: &quot;Bot 2 laid Red 7, Red 8, Red 9&quot;.</extracomment>
        <translation>Det sidste træk, markeret med guld: %1</translation>
    </message>
    <message>
        <source>Marked on the board: %1</source>
        <extracomment>%1 is a line of the turn log: &quot;Bot 2 laid Red 7, Red 8, Red 9&quot;.</extracomment>
        <translation>Markeret på brættet: %1</translation>
    </message>
    <message>
        <source>%1 took the joker&apos;s place: lay the joker in a set this turn</source>
        <extracomment>%1 is the tile that took the joker&apos;s place (&quot;Red 10&quot;).</extracomment>
        <translation>%1 tog jokerens plads: læg jokeren i en kombination i denne tur</translation>
    </message>
    <message>
        <source>No room for those tiles there: they went back</source>
        <translation>Der er ikke plads til de brikker der: de kom tilbage</translation>
    </message>
    <message>
        <source>%1 took the joker&apos;s place, and the joker is in your set</source>
        <extracomment>%1 is the rack tile that took a joker&apos;s place (&quot;Red 10&quot;).</extracomment>
        <translation>%1 tog jokerens plads, og jokeren er i din kombination</translation>
    </message>
    <message>
        <source>Your rack holds no opening of %1 points yet: draw a tile</source>
        <extracomment>%1 is the opening&apos;s points (30 by default).</extracomment>
        <translation>Din holder har endnu ingen åbning på %1 point: træk en brik</translation>
    </message>
    <message>
        <source>Your rack holds no opening of %1 points: pass</source>
        <translation>Din holder har ingen åbning på %1 point: stå over</translation>
    </message>
    <message>
        <source>No move found: pass</source>
        <translation>Ingen mulig tur fundet: stå over</translation>
    </message>
    <message>
        <source>Your move lays as many tiles as the best one: Finish meld (Ctrl+Enter)</source>
        <translation>Din tur lægger lige så mange brikker som den bedste: Afslut tur (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>A tile of the board is there: Apply hint (A) makes the whole move, Esc puts the hint away</source>
        <translation>Der ligger en brik fra brættet: Brug tippet (A) laver hele trækket, Esc skjuler tippet</translation>
    </message>
    <message>
        <source>The hint covers a tile of the board there: Apply hint (A) moves it, Esc puts the hint away</source>
        <extracomment>A tile of the board lies under a tile the hint shows; Apply hint moves it where the hint has it.</extracomment>
        <translation>Tippet dækker en brik fra brættet dér: Brug tippet (A) flytter den, Esc skjuler tippet</translation>
    </message>
    <message>
        <source>The lit cells are good places for the tiles you picked: click one, or drag them anywhere</source>
        <translation>De oplyste felter er gode steder til de brikker, du har valgt: klik på et, eller træk dem hvorhen du vil</translation>
    </message>
    <message>
        <source>The table is out of reach</source>
        <translation>Bordet kan ikke nås</translation>
    </message>
    <message>
        <source>You are watching this table</source>
        <translation>Du ser med ved dette bord</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Spillet er slut</translation>
    </message>
    <message>
        <source>Wait for your turn</source>
        <translation>Vent på din tur</translation>
    </message>
    <message>
        <source>Lay tiles on the board first</source>
        <translation>Læg først brikker på brættet</translation>
    </message>
    <message>
        <source>Undo your changes before you draw</source>
        <translation>Fortryd dine ændringer, før du trækker</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Intet at fortryde</translation>
    </message>
    <message>
        <source>Nothing to step back</source>
        <translation>Intet at gå tilbage</translation>
    </message>
    <message>
        <source>This table plays without hints</source>
        <translation>Dette bord spiller uden tip</translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <source>Message</source>
        <translation>Besked</translation>
    </message>
    <message>
        <source>Back to the &amp;results</source>
        <translation>Tilbage til &amp;resultatet</translation>
    </message>
    <message>
        <source>&amp;Apply hint</source>
        <translation>Bru&amp;g tippet</translation>
    </message>
    <message>
        <source>Make the hint this turn&apos;s changes: you can still change, finish or undo them (A)</source>
        <translation>Gør tippet til turens ændringer: du kan stadig ændre, afslutte eller fortryde dem (A)</translation>
    </message>
    <message>
        <source>Dism&amp;iss</source>
        <translation>S&amp;kjul tip</translation>
    </message>
    <message>
        <source>Put the hint away (Esc or H)</source>
        <translation>Skjul tippet (Esc eller H)</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>Bordet</translation>
    </message>
    <message>
        <source>Back to the start screen</source>
        <translation>Tilbage til startskærmen</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Hændelser</translation>
    </message>
    <message>
        <source>Sort 789</source>
        <translation>Sortér 789</translation>
    </message>
    <message>
        <source>Sort the rack by colour, then number (runs)</source>
        <translation>Sortér holderen efter farve og derefter tal (serier)</translation>
    </message>
    <message>
        <source>Sort 777</source>
        <translation>Sortér 777</translation>
    </message>
    <message>
        <source>Sort the rack by number, then colour (groups)</source>
        <translation>Sortér holderen efter tal og derefter farve (grupper)</translation>
    </message>
    <message>
        <source>Close &amp;gaps</source>
        <translation>R&amp;yk sammen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tip</translation>
    </message>
    <message>
        <source>&amp;Meld…</source>
        <translation>&amp;Udlæg…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Fortryd</translation>
    </message>
    <message>
        <source>&amp;Draw</source>
        <translation>T&amp;ræk</translation>
    </message>
    <message>
        <source>&amp;Finish meld</source>
        <translation>Afslut tur</translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <translation>For&amp;lad</translation>
    </message>
    <message>
        <source>Pause timer</source>
        <translation>Sæt uret på pause</translation>
    </message>
    <message>
        <source>A short sound when your turn begins, and a tick in its last ten seconds</source>
        <translation>En kort lyd, når det bliver din tur, og et tik i turens sidste ti sekunder</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Indst&amp;illinger…</translation>
    </message>
    <message>
        <source>Language, sound, the bots&apos; pace, the theme and the tiles</source>
        <translation>Sprog, lyd, botternes tempo, tema og brikker</translation>
    </message>
    <message>
        <source>Table talk</source>
        <translation>Snak ved bordet</translation>
    </message>
    <message>
        <source>This table plays one game: its scores come with the results at its end</source>
        <translation>Ved dette bord spilles ét spil: pointene kommer med resultatet, når det slutter</translation>
    </message>
    <message>
        <source>Watching %1</source>
        <translation>Du ser med: %1</translation>
    </message>
    <message>
        <source>You see the board and the players as they play; nobody&apos;s rack</source>
        <translation>Du ser brættet og spillerne, mens de spiller, men ingens holder</translation>
    </message>
    <message>
        <source>Stop watching and go back to the start screen</source>
        <translation>Stop med at se med og gå tilbage til startskærmen</translation>
    </message>
    <message>
        <source>Slide the tiles over the gaps the tiles you laid left</source>
        <translation>Ryk brikkerne sammen over hullerne, som de brikker, du lagde ud, efterlod i holderen</translation>
    </message>
    <message>
        <source>See the &amp;board</source>
        <translation>Se &amp;brættet</translation>
    </message>
    <message>
        <source>Click to mark this move&apos;s tiles on the board</source>
        <translation>Klik for at markere dette træks brikker på brættet</translation>
    </message>
    <message>
        <source>Sound: on</source>
        <translation>Lyd: til</translation>
    </message>
    <message>
        <source>Sound: off</source>
        <translation>Lyd: fra</translation>
    </message>
    <message>
        <source>Resume timer</source>
        <translation>Fortsæt uret</translation>
    </message>
    <message>
        <source>Start the turn clock again for everyone</source>
        <translation>Starter tururet igen for alle</translation>
    </message>
    <message>
        <source>Stop the turn clock for everyone (only the host can)</source>
        <translation>Stopper tururet for alle (kun værten kan)</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Lyd</translation>
    </message>
    <message>
        <source>Rules and help</source>
        <translation>Regler og hjælp</translation>
    </message>
    <message>
        <source>The rules and every control of the game (F1)</source>
        <translation>Reglerne og alle spillets knapper (F1)</translation>
    </message>
    <message>
        <source>Closes the gaps that tiles you lay on the board leave in your rack; the gaps you make yourself stay</source>
        <translation>Lukker de huller, som brikker, du lægger på brættet, efterlader i din holder; huller, du selv laver, bliver</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Stå over</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>How to play Rummi</source>
        <translation>Sådan spiller du Rummi</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>d MMM yyyy, HH:mm</source>
        <extracomment>A date and time as Qt&apos;s QLocale.toString patterns write it (d day, M month number, MMM month&apos;s short name, yyyy year, HH/H hour, mm minutes; text in single quotes is kept). Say the month so that it cannot be read as the day.</extracomment>
        <translation>d. MMM yyyy &apos;kl.&apos; HH.mm</translation>
    </message>
    <message>
        <source>HH:mm</source>
        <extracomment>The time of day alone, as in the date-and-time pattern above (HH/H hour, mm minutes).</extracomment>
        <translation>HH.mm</translation>
    </message>
</context>
<context>
    <name>HistoryFlow</name>
    <message>
        <source>Past games</source>
        <translation>Tidligere spil</translation>
    </message>
    <message>
        <source>Past games cannot be opened here.</source>
        <translation>Tidligere spil kan ikke åbnes på denne computer.</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Genafspilning</translation>
    </message>
    <message>
        <source>%1, ended %2</source>
        <translation>%1, sluttede %2</translation>
    </message>
    <message>
        <source>%1, game %2</source>
        <translation>%1, spil %2</translation>
    </message>
</context>
<context>
    <name>HistoryScreen</name>
    <message>
        <source>Past games</source>
        <translation>Tidligere spil</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vinder</translation>
    </message>
    <message>
        <source>Started / ended</source>
        <translation>Begyndt / sluttet</translation>
    </message>
    <message>
        <source>Your score</source>
        <translation>Dine point</translation>
    </message>
    <message>
        <source>Past tables and games</source>
        <translation>Tidligere borde og spil</translation>
    </message>
    <message>
        <source>A table shows when it started, each game when it ended</source>
        <translation>Et bord viser, hvornår det begyndte, hvert spil, hvornår det sluttede</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spil</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Sejre</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Gennemsnit</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Bedste</translation>
    </message>
    <message>
        <source>Players you have played with</source>
        <translation>Spillere, du har spillet med</translation>
    </message>
    <message>
        <source>Your score over your last games</source>
        <translation>Dine point i dine seneste spil</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Genafspil</translation>
    </message>
    <message>
        <source>Your re&amp;view</source>
        <translation>Din genne&amp;mgang</translation>
    </message>
    <message>
        <source>&amp;Delete table…</source>
        <translation>&amp;Slet bord…</translation>
    </message>
    <message>
        <source>Delete &amp;everything…</source>
        <translation>Slet &amp;alt…</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Tilbage</translation>
    </message>
    <message>
        <source>hosted</source>
        <translation>som vært</translation>
    </message>
    <message>
        <source>joined</source>
        <translation>som gæst</translation>
    </message>
    <message>
        <source>%1 of %2 games</source>
        <extracomment>A round that is not over: %1 games of its %2 are over (&quot;2 of 4 games&quot;).</extracomment>
        <translation>%1 af %2 spil</translation>
    </message>
    <message>
        <source>started %1</source>
        <translation>begyndt %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n spil</numerusform>
            <numerusform>%n spil</numerusform>
        </translation>
    </message>
    <message>
        <source>ended %1</source>
        <translation>sluttet %1</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Slet</translation>
    </message>
    <message numerus="yes">
        <source>Forget every kept table and its games (%n game(s) in all)? This cannot be undone.</source>
        <translation>
            <numerusform>Glem alle gemte borde og deres spil (%n spil i alt)? Det kan ikke fortrydes.</numerusform>
            <numerusform>Glem alle gemte borde og deres spil (%n spil i alt)? Det kan ikke fortrydes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete everything</source>
        <translation>Slet alt</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Spil %1</translation>
    </message>
    <message>
        <source>No finished games yet: every game you play or host is kept here once it ends.</source>
        <translation>Ingen færdige spil endnu: hvert spil, du spiller eller er vært for, gemmes her, når det er slut.</translation>
    </message>
    <message>
        <source>The round is not over: %1 of its %2 games are kept here. A table you can still resume is on the start screen.</source>
        <translation>Runden er ikke slut: %1 af dens %2 spil er gemt her. Et bord, du stadig kan genoptage, står på startskærmen.</translation>
    </message>
    <message>
        <source>not over yet</source>
        <translation>ikke slut endnu</translation>
    </message>
    <message>
        <source>This game is not over: it is kept here, to replay and review, once it ends. A table you can still resume is on the start screen.</source>
        <translation>Dette spil er ikke slut: det gemmes her, til genafspilning og gennemgang, når det slutter. Et bord, du stadig kan genoptage, står på startskærmen.</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (dig)</translation>
    </message>
    <message>
        <source>Bots</source>
        <extracomment>The bots of games kept before their levels were: each table&apos;s &quot;Bot 1&quot; was another bot.</extracomment>
        <translation>Bots</translation>
    </message>
    <message>
        <source>Bots, %1</source>
        <extracomment>The bots of one level, as a line of the players&apos; statistics: &quot;Bots, Hard&quot;.</extracomment>
        <translation>Bots, %1</translation>
    </message>
    <message>
        <source>This game is not over yet: it is kept here, to replay and review, once it ends.</source>
        <translation>Dette spil er ikke slut endnu: det gemmes her, til genafspilning og gennemgang, når det slutter.</translation>
    </message>
    <message>
        <source>Choose one of the table&apos;s games to replay it or read your review.</source>
        <translation>Vælg et af bordets spil for at se det igen eller læse din gennemgang.</translation>
    </message>
    <message>
        <source>No game of this table is over yet: each is kept here, to replay and review, once it ends.</source>
        <translation>Intet spil ved dette bord er slut endnu: hvert spil gemmes her, til genafspilning og gennemgang, når det slutter.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>Forget the table %1 and its %n kept game(s)? This cannot be undone.</source>
        <translation>
            <numerusform>Glem bordet %1 og dets %n gemte spil? Det kan ikke fortrydes.</numerusform>
            <numerusform>Glem bordet %1 og dets %n gemte spil? Det kan ikke fortrydes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete table?</source>
        <translation>Slet bordet?</translation>
    </message>
    <message>
        <source>Delete everything?</source>
        <translation>Slet alt?</translation>
    </message>
</context>
<context>
    <name>LanguageBox</name>
    <message>
        <source>Language</source>
        <translation>Sprog</translation>
    </message>
    <message>
        <source>The language of the window; it changes at once</source>
        <translation>Vinduets sprog; det skifter med det samme</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemets sprog</translation>
    </message>
</context>
<context>
    <name>LengthBox</name>
    <message>
        <source>One game</source>
        <translation>Ét spil</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s): %1 games</source>
        <extracomment>A table&apos;s length: %n rounds of one game per player; %1 is how many games that makes.</extracomment>
        <translation>
            <numerusform>%n runde: %1 spil</numerusform>
            <numerusform>%n runder: %1 spil</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LobbyScreen</name>
    <message>
        <source>Easy</source>
        <translation>Let</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Svær</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
    <message>
        <source>Lays sets from its own rack only, and sometimes draws instead</source>
        <translation>Lægger kun kombinationer fra sin egen holder og trækker af og til i stedet</translation>
    </message>
    <message>
        <source>Also adds to the board&apos;s sets and splits runs</source>
        <translation>Lægger også til brættets kombinationer og deler serier</translation>
    </message>
    <message>
        <source>Lays the most tiles it can, rearranging the whole board</source>
        <translation>Lægger så mange brikker, den kan, og lægger hele brættet om</translation>
    </message>
    <message>
        <source>Holds its tiles while the pool lasts, then lays its whole rack at once</source>
        <translation>Holder på sine brikker, så længe puljen rækker, og lægger så hele holderen på én gang</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopiér</translation>
    </message>
    <message>
        <source>Scan to join</source>
        <translation>Scan for at deltage</translation>
    </message>
    <message>
        <source>On Windows, allow Rummi through the firewall when asked, so that others can join.</source>
        <translation>Hvis Windows spørger, så lad Rummi komme igennem firewallen, så de andre kan deltage.</translation>
    </message>
    <message>
        <source>On a Mac, allow Rummi to use the local network when asked, so that others can find and join your table (System Settings, Privacy &amp; Security, Local Network).</source>
        <translation>Hvis din Mac spørger, så lad Rummi bruge det lokale netværk, så de andre kan finde og deltage ved dit bord (Systemindstillinger, Anonymitet og sikkerhed, Lokalt netværk).</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Pladser</translation>
    </message>
    <message>
        <source>Add &amp;bot</source>
        <translation>Tilføj &amp;bot</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Til</translation>
    </message>
    <message>
        <source>Turn timer on</source>
        <translation>Tidsgrænse for turen slået til</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Seconds a turn</source>
        <translation>Sekunder pr. tur</translation>
    </message>
    <message>
        <source>Official penalty</source>
        <translation>Officiel straf</translation>
    </message>
    <message>
        <source>Draw three if time runs out after moving board tiles</source>
        <translation>Træk tre, hvis tiden løber ud efter at have flyttet brikker på brættet</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Længde</translation>
    </message>
    <message>
        <source>A round is one game per player; each player starts one</source>
        <translation>En runde er ét spil pr. spiller; hver spiller starter ét</translation>
    </message>
    <message>
        <source>Hints allowed</source>
        <translation>Tip tilladt</translation>
    </message>
    <message>
        <source>No PIN</source>
        <translation>Ingen PIN-kode</translation>
    </message>
    <message>
        <source>A bot plays for a player who drops out</source>
        <translation>En bot spiller for en spiller, der falder ud</translation>
    </message>
    <message>
        <source>After a minute away, a bot plays their turns; they get the seat back the moment they rejoin</source>
        <translation>Efter et minuts fravær spiller en bot deres ture; de får pladsen tilbage, så snart de er tilbage</translation>
    </message>
    <message>
        <source>Level of the bot that plays for a player who drops out</source>
        <translation>Niveau for botten, der spiller for en spiller, der falder ud</translation>
    </message>
    <message>
        <source>Table options</source>
        <translation>Bordets indstillinger</translation>
    </message>
    <message>
        <source>Bots</source>
        <translation>Bots</translation>
    </message>
    <message>
        <source>Turn timer</source>
        <translation>Tidsgrænse</translation>
    </message>
    <message>
        <source>Opening points</source>
        <translation>Point til første udlægning</translation>
    </message>
    <message>
        <source>Join PIN</source>
        <translation>PIN-kode</translation>
    </message>
    <message>
        <source>Watching</source>
        <translation>Tilskuere</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <translation>For&amp;lad</translation>
    </message>
    <message>
        <source>Waiting for the host to start the game…</source>
        <translation>Venter på, at værten starter spillet…</translation>
    </message>
    <message>
        <source>Table options (the host sets them)</source>
        <translation>Bordets indstillinger (værten vælger dem)</translation>
    </message>
    <message>
        <source>You are watching. The host can give you a free seat; the game shows here when it starts.</source>
        <translation>Du ser med. Værten kan give dig en ledig plads; spillet vises her, når det begynder.</translation>
    </message>
    <message>
        <source>Others can join at %1</source>
        <translation>Andre kan deltage via %1</translation>
    </message>
    <message>
        <source>Only this computer can join, at %1</source>
        <translation>Kun denne computer kan deltage, via %1</translation>
    </message>
    <message>
        <source>No network yet: start Wi-Fi or a hotspot</source>
        <translation>Intet netværk endnu: tænd for Wi-Fi eller et hotspot</translation>
    </message>
    <message>
        <source>Someone is guessing this table&apos;s PIN (tries so far: %1). Each try now waits longer; players who know the PIN still get in.</source>
        <translation>Nogen gætter på dette bords PIN-kode (forsøg indtil nu: %1). Hvert forsøg venter nu længere; spillere, der kender PIN-koden, kommer stadig ind.</translation>
    </message>
    <message>
        <source>Copied ✓</source>
        <translation>Kopieret ✓</translation>
    </message>
    <message>
        <source>Give a seat</source>
        <translation>Giv en plads</translation>
    </message>
    <message>
        <source>Give %1 a seat</source>
        <translation>Giv %1 en plads</translation>
    </message>
    <message>
        <source>Free a seat first (fewer bots, or more seats)</source>
        <translation>Frigør først en plads (færre bots eller flere pladser)</translation>
    </message>
    <message>
        <source>Fill every seat with a player or a bot first</source>
        <translation>Fyld først alle pladser med spillere eller bots</translation>
    </message>
    <message>
        <source>Every seat is taken: raise Seats to add a bot</source>
        <translation>Alle pladser er optaget: hæv Pladser for at tilføje en bot</translation>
    </message>
</context>
<context>
    <name>MeldDialog</name>
    <message>
        <source>Meld</source>
        <translation>Udlæg</translation>
    </message>
    <message>
        <source>Choose tiles from your rack</source>
        <translation>Vælg brikker fra din holder</translation>
    </message>
    <message>
        <source>Arrow keys move, Space picks a tile, Enter melds, Esc closes.</source>
        <translation>Piletasterne flytter, Mellemrum vælger en brik, Enter lægger ud, og Esc lukker.</translation>
    </message>
    <message>
        <source>Your opening: new sets from your rack worth {threshold} in all ({laid} laid so far). Sets on the board can be added to after it.</source>
        <extracomment>{threshold} is the opening threshold in words (&quot;30 points&quot;), {laid} what the sets laid this turn are worth so far (&quot;0 points&quot;).</extracomment>
        <translation>Din første udlægning: nye kombinationer fra din holder til i alt {threshold} ({laid} lagt indtil nu). Der kan først lægges til kombinationerne på brættet bagefter.</translation>
    </message>
    <message>
        <source>Your rack</source>
        <translation>Din holder</translation>
    </message>
    <message>
        <source>tile {index} of {count}</source>
        <extracomment>Said after a tile&apos;s name by screen readers: &quot;Red 7, tile 3 of 14&quot;.</extracomment>
        <translation>brik {index} af {count}</translation>
    </message>
    <message>
        <source>Your rack is empty.</source>
        <translation>Din holder er tom.</translation>
    </message>
    <message>
        <source>Jokers you can take from the board</source>
        <translation>Jokere, du kan tage fra brættet</translation>
    </message>
    <message>
        <source>Joker lying on the board</source>
        <translation>Joker, der ligger løst på brættet</translation>
    </message>
    <message>
        <source>Joker as %1 on the board: your %1 takes its place</source>
        <extracomment>%1 is the tile the joker stands for in its set on the board (&quot;Red 10&quot;).</extracomment>
        <translation>Joker som %1 på brættet: din %1 tager dens plads</translation>
    </message>
    <message>
        <source>&amp;Lay them as</source>
        <translation>&amp;Læg dem som</translation>
    </message>
    <message>
        <source>Lay them as</source>
        <translation>Læg dem som</translation>
    </message>
    <message>
        <source>The set as it will be laid</source>
        <translation>Kombinationen, som den bliver lagt</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Tilstand</translation>
    </message>
    <message>
        <source>&amp;Meld</source>
        <translation>Læg &amp;ud</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuller</translation>
    </message>
    <message>
        <source>New set</source>
        <translation>Ny kombination</translation>
    </message>
    <message>
        <source>takes the joker&apos;s place on the board</source>
        <translation>tager jokerens plads på brættet</translation>
    </message>
    <message>
        <source>Your %1 takes the joker&apos;s place in %2</source>
        <extracomment>%1 is the rack tile taking a joker&apos;s place, %2 the set&apos;s tiles it goes into (&quot;Red 8, Red 9, Red 10&quot;).</extracomment>
        <translation>Din %1 tager jokerens plads i %2</translation>
    </message>
    <message>
        <source>Adds to the set: {set}</source>
        <extracomment>{set} is the extended set with its value: &quot;Run: Red 6, Red 7, Red 8 — 21 points&quot;.</extracomment>
        <translation>Tilføjes til kombinationen: {set}</translation>
    </message>
    <message>
        <source>Pick tiles for a new set.</source>
        <translation>Vælg brikker til en ny kombination.</translation>
    </message>
    <message>
        <source>Pick tiles to add to {set}.</source>
        <extracomment>{set} is a set on the board in words.</extracomment>
        <translation>Vælg brikker, der skal tilføjes til {set}.</translation>
    </message>
    <message>
        <source>Your opening with it: {total}, enough to open</source>
        <extracomment>{total} is what the opening is worth with this set in words (&quot;34 points&quot;).</extracomment>
        <translation>Din første udlægning med den: {total}, nok til at åbne</translation>
    </message>
    <message>
        <source>Your opening with it: {total} of {threshold} points</source>
        <extracomment>{total} is what the opening is worth with this set, {threshold} what it needs (30 by default).</extracomment>
        <translation>Din første udlægning med den: {total} af {threshold} point</translation>
    </message>
</context>
<context>
    <name>MoveBoard</name>
    <message>
        <source>Before: the sets on the board the move changes</source>
        <translation>Før: de kombinationer på brættet, trækket ændrer</translation>
    </message>
    <message>
        <source>After the better move (tiles from your rack outlined)</source>
        <translation>Efter det bedre træk (brikkerne fra din holder fremhævet)</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Før</translation>
    </message>
    <message>
        <source>After the better move</source>
        <translation>Efter det bedre træk</translation>
    </message>
</context>
<context>
    <name>PinDialog</name>
    <message>
        <source>Watch %1</source>
        <translation>Se med: %1</translation>
    </message>
    <message>
        <source>Join %1</source>
        <translation>Deltag: %1</translation>
    </message>
    <message>
        <source>%1 needs a PIN. Ask the host for it.</source>
        <translation>%1 kræver en PIN-kode. Spørg værten om den.</translation>
    </message>
    <message>
        <source>Wrong PIN. Try again.</source>
        <translation>Forkert PIN-kode. Prøv igen.</translation>
    </message>
    <message>
        <source>Too many wrong PINs were tried at this table. You can try again in %1 s.</source>
        <translation>Der er prøvet for mange forkerte PIN-koder ved dette bord. Du kan prøve igen om %1 s.</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN-kode</translation>
    </message>
    <message>
        <source>&amp;PIN:</source>
        <translation>&amp;PIN-kode:</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>&amp;Se med</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Deltag</translation>
    </message>
    <message>
        <source>You can try the PIN again now.</source>
        <translation>Du kan prøve PIN-koden igen nu.</translation>
    </message>
</context>
<context>
    <name>PlayerEntry</name>
    <message>
        <source>Right-click (or press the Menu key) to give this seat to a bot</source>
        <translation>Højreklik (eller tryk på menutasten) for at give denne plads til en bot</translation>
    </message>
</context>
<context>
    <name>PlayersBar</name>
    <message>
        <source>Score book</source>
        <translation>Pointtavle</translation>
    </message>
    <message>
        <source>The scores of the games played so far, and the standing (B)</source>
        <translation>Pointene for de spil, der er spillet indtil nu, og stillingen (B)</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Plads %1</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (dig)</translation>
    </message>
    <message>
        <source>(away)</source>
        <translation>(væk)</translation>
    </message>
    <message>
        <source>(away, bot playing)</source>
        <translation>(væk, bot spiller)</translation>
    </message>
    <message>
        <source>, away, a bot plays for them</source>
        <translation>, væk, en bot spiller for dem</translation>
    </message>
    <message>
        <source>, away</source>
        <translation>, væk</translation>
    </message>
    <message>
        <source>%1, %2 tiles%3%4</source>
        <translation>%1, %2 brikker%3%4</translation>
    </message>
    <message>
        <source>, opened</source>
        <translation>, har lagt ud</translation>
    </message>
    <message>
        <source>, playing now</source>
        <translation>, har turen</translation>
    </message>
    <message>
        <source>, total %1</source>
        <extracomment>Read out after a player&apos;s tiles: their running total of the round.</extracomment>
        <translation>, i alt %1</translation>
    </message>
    <message>
        <source>Pool %1</source>
        <translation>Pulje %1</translation>
    </message>
    <message>
        <source>Game %1 / %2</source>
        <translation>Spil %1 / %2</translation>
    </message>
    <message>
        <source>%1&apos;s seat</source>
        <translation>Pladsen for %1</translation>
    </message>
    <message>
        <source>Give seat to a bot</source>
        <translation>Giv pladsen til en bot</translation>
    </message>
</context>
<context>
    <name>Proposal</name>
    <message>
        <source>; back to your rack: {tiles}</source>
        <extracomment>Added to a hint that does without tiles the player laid this turn: {tiles} return to the rack.</extracomment>
        <translation>; tilbage på din holder: {tiles}</translation>
    </message>
    <message>
        <source>Hint: keep the tiles you laid, rearranging the board into the set shown</source>
        <extracomment>A hint that keeps the tiles laid this turn, lays no more and changes one set (shown).</extracomment>
        <translation>Tip: behold de brikker, du har lagt, og byg brættet om til den viste kombination</translation>
    </message>
    <message>
        <source>Hint: keep the tiles you laid, rearranging the board into the {count} sets shown</source>
        <extracomment>A hint that keeps the tiles laid this turn and lays no more; {count} sets change (shown).</extracomment>
        <translation>Tip: behold de brikker, du har lagt, og byg brættet om til de {count} viste kombinationer</translation>
    </message>
    <message>
        <source>Hint: with the tiles you laid, play {tiles}, rearranging the board into the set shown</source>
        <extracomment>{tiles}: rack tiles to lay besides those laid already this turn; one set changes (shown).</extracomment>
        <translation>Tip: spil ud over de brikker, du har lagt, {tiles} og byg brættet om til den viste kombination</translation>
    </message>
    <message>
        <source>Hint: with the tiles you laid, play {tiles}, rearranging the board into the {count} sets shown</source>
        <extracomment>{tiles}: rack tiles to lay besides those laid already this turn; {count} sets change (shown).</extracomment>
        <translation>Tip: spil ud over de brikker, du har lagt, {tiles} og byg brættet om til de {count} viste kombinationer</translation>
    </message>
    <message>
        <source>Hint: play {tiles}, rearranging the board into the set shown</source>
        <extracomment>{tiles} lists the rack tiles the hint lays; it changes one set (shown on the board).</extracomment>
        <translation>Tip: spil {tiles} og byg brættet om til den viste kombination</translation>
    </message>
    <message>
        <source>Hint: play {tiles}, rearranging the board into the {count} sets shown</source>
        <extracomment>{tiles} lists the rack tiles the hint lays; {count} is how many sets it changes (shown on the board).</extracomment>
        <translation>Tip: spil {tiles} og byg brættet om til de {count} viste kombinationer</translation>
    </message>
    <message>
        <source>Hint: open with {sets}</source>
        <extracomment>{sets} lists the new sets in words, separated by semicolons.</extracomment>
        <translation>Tip: åbn med {sets}</translation>
    </message>
    <message>
        <source>Hint: lay {sets} as new sets</source>
        <translation>Tip: læg {sets} som nye kombinationer</translation>
    </message>
    <message>
        <source>Hint: lay {sets} as a new set</source>
        <translation>Tip: læg {sets} som en ny kombination</translation>
    </message>
    <message>
        <source>{tiles} to {set}</source>
        <extracomment>A hint&apos;s part: tiles added to a group on the board (a group has no ends). {tiles}: tiles; {set}: the set.</extracomment>
        <translation>{tiles} til {set}</translation>
    </message>
    <message>
        <source>{front} before and {back} after {set}</source>
        <extracomment>A hint&apos;s part: tiles added at both ends of a set. {front}, {back}: tiles; {set}: the set as it is.</extracomment>
        <translation>{front} foran og {back} efter {set}</translation>
    </message>
    <message>
        <source>{front} before {set}</source>
        <translation>{front} foran {set}</translation>
    </message>
    <message>
        <source>{back} after {set}</source>
        <translation>{back} efter {set}</translation>
    </message>
    <message>
        <source>and lay {sets}</source>
        <extracomment>A hint&apos;s part: {sets} are new sets laid beside the additions.</extracomment>
        <translation>og læg {sets}</translation>
    </message>
    <message>
        <source>Hint: add {parts}</source>
        <extracomment>A hint that moves no board tile. {parts} lists what goes where, separated by semicolons: &quot;Blue 4 after Run: Blue 1, Blue 2, Blue 3; Red 9 to Group: Black 9, Blue 9, Orange 9&quot;.</extracomment>
        <translation>Tip: tilføj {parts}</translation>
    </message>
</context>
<context>
    <name>QrCode</name>
    <message>
        <source>Join code</source>
        <translation>Deltagelseskode</translation>
    </message>
    <message>
        <source>Scan to join: %1</source>
        <translation>Scan for at deltage: %1</translation>
    </message>
</context>
<context>
    <name>ReplayScreen</name>
    <message>
        <source>Seat %1</source>
        <translation>Plads %1</translation>
    </message>
    <message>
        <source>This app&apos;s copy begins at turn %1; %2 plays next</source>
        <extracomment>%1 is the turn the copy of the game begins at, %2 the player whose turn it was then.</extracomment>
        <translation>Denne apps kopi begynder ved tur %1; %2 spiller nu</translation>
    </message>
    <message>
        <source>The tiles are dealt; %1 begins</source>
        <translation>Brikkerne er givet; %1 begynder</translation>
    </message>
    <message>
        <source>Some turns went by while the connection was down</source>
        <translation>Nogle ture gik, mens forbindelsen var nede</translation>
    </message>
    <message>
        <source>none: went out</source>
        <extracomment>In a replay, the rack of the player who went out: no tiles left (as the results say it).</extracomment>
        <translation>ingen: gik ud</translation>
    </message>
    <message>
        <source>%1 hidden tiles</source>
        <translation>%1 skjulte brikker</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Hændelser</translation>
    </message>
    <message>
        <source>First turn</source>
        <translation>Første tur</translation>
    </message>
    <message>
        <source>◀ &amp;Previous</source>
        <translation>◀ &amp;Forrige</translation>
    </message>
    <message>
        <source>&amp;Next ▶</source>
        <translation>&amp;Næste ▶</translation>
    </message>
    <message>
        <source>Last turn</source>
        <translation>Sidste tur</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tur</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Slut</translation>
    </message>
    <message>
        <source>Your &amp;review</source>
        <translation>Din &amp;gennemgang</translation>
    </message>
    <message>
        <source>Choose a player to review their turns</source>
        <translation>Vælg en spiller, hvis ture skal gennemgås</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Tilbage</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Uddelingen</translation>
    </message>
    <message>
        <source>Turn %1 of %2</source>
        <translation>Tur %1 af %2</translation>
    </message>
    <message>
        <source>%1 — Rummi replay</source>
        <translation>%1 — Rummi-genafspilning</translation>
    </message>
</context>
<context>
    <name>ResultsView</name>
    <message>
        <source>Results of the game</source>
        <translation>Spillets resultater</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message numerus="yes">
        <source>you could have opened with %n tile(s): %1</source>
        <translation>
            <numerusform>du kunne have åbnet med %n brik: %1</numerusform>
            <numerusform>du kunne have åbnet med %n brikker: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you could have laid %n tile(s): %1</source>
        <translation>
            <numerusform>du kunne have lagt %n brik: %1</numerusform>
            <numerusform>du kunne have lagt %n brikker: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other set(s) rearranged</source>
        <extracomment>The last part of a better move: the sets it changes with no tile of the rack (drawn below).</extracomment>
        <translation>
            <numerusform>%n anden kombination lagt om</numerusform>
            <numerusform>%n andre kombinationer lagt om</numerusform>
        </translation>
    </message>
    <message>
        <source>the run %1</source>
        <translation>serien %1</translation>
    </message>
    <message>
        <source>the group %1</source>
        <translation>gruppen %1</translation>
    </message>
    <message>
        <source>the set %1</source>
        <translation>kombinationen %1</translation>
    </message>
    <message>
        <source>%1 as a new set</source>
        <translation>%1 som en ny kombination</translation>
    </message>
    <message>
        <source>%1 onto %2</source>
        <translation>%1 lagt til %2</translation>
    </message>
    <message>
        <source>%1 in place of the joker in %2, winning the joker back</source>
        <translation>%1 i jokerens sted i %2, så jokeren vindes tilbage</translation>
    </message>
    <message>
        <source>%1 in a new set with %2 taken from another set</source>
        <translation>%1 i en ny kombination med %2 taget fra en anden kombination</translation>
    </message>
    <message>
        <source>%1 in a new set with %2 taken from other sets</source>
        <translation>%1 i en ny kombination med %2 taget fra andre kombinationer</translation>
    </message>
    <message>
        <source>you drew</source>
        <translation>du trak en brik</translation>
    </message>
    <message>
        <source>you passed</source>
        <translation>du meldte pas</translation>
    </message>
    <message>
        <source>your time ran out</source>
        <translation>din tid løb ud</translation>
    </message>
    <message>
        <source>you laid %1</source>
        <translation>du lagde %1</translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>Between the parts of the better move: &quot;Red 5 as a new set; Blue 2 onto the run Blue 3–6&quot;.</extracomment>
        <translation>; </translation>
    </message>
    <message>
        <source>Turn %1: %2, but %3</source>
        <translation>Tur %1: %2, men %3</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Your review</source>
        <translation>Din gennemgang</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>Working out your review…</source>
        <translation>Gennemgangen regnes ud…</translation>
    </message>
    <message>
        <source>Turns that could have gone better</source>
        <translation>Ture, der kunne være gået bedre</translation>
    </message>
    <message>
        <source>The better move</source>
        <translation>Det bedre træk</translation>
    </message>
    <message>
        <source>Your review could not be worked out for this game.</source>
        <translation>Gennemgangen af dette spil kunne ikke regnes ud.</translation>
    </message>
    <message>
        <source>Well played: on every turn you laid as many tiles as could be laid.</source>
        <translation>Godt spillet: i hver tur lagde du så mange brikker, som der kunne lægges.</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s) where you could have laid more tiles:</source>
        <translation>
            <numerusform>%n tur, hvor du kunne have lagt flere brikker:</numerusform>
            <numerusform>%n ture, hvor du kunne have lagt flere brikker:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreBookDialog</name>
    <message>
        <source>Score book</source>
        <translation>Pointtavle</translation>
    </message>
</context>
<context>
    <name>ScoreBookPanel</name>
    <message>
        <source>{names} and {last}</source>
        <extracomment>Joins names: {names} are all but the last, comma-separated; {last} is the last (&quot;Anna, Ville and Timo&quot;).</extracomment>
        <translation>{names} og {last}</translation>
    </message>
    <message>
        <source>This game&apos;s result</source>
        <translation>Resultatet af dette spil</translation>
    </message>
    <message>
        <source>Score book</source>
        <translation>Pointtavle</translation>
    </message>
    <message>
        <source>Waiting for the host to start the next game</source>
        <translation>Venter på, at værten starter næste spil</translation>
    </message>
    <message>
        <source>&amp;Next game</source>
        <translation>&amp;Næste spil</translation>
    </message>
    <message>
        <source>&amp;Leave table</source>
        <translation>&amp;Forlad bordet</translation>
    </message>
    <message>
        <source>Game {number} of {count}</source>
        <extracomment>{number} is the game just played, {count} how many games the table plays.</extracomment>
        <translation>Spil {number} af {count}</translation>
    </message>
    <message>
        <source>The round so far</source>
        <extracomment>The score book opened during a game: the games played so far (the title above the table already says &quot;Score book&quot;).</extracomment>
        <translation>Runden indtil nu</translation>
    </message>
    <message>
        <source>{name} wins the game!</source>
        <extracomment>{name} is the winner of the game.</extracomment>
        <translation>{name} vinder spillet!</translation>
    </message>
    <message>
        <source>{names} share the win</source>
        <extracomment>{names} are the players who share the win: &quot;Anna and Timo&quot;.</extracomment>
        <translation>{names} deler sejren</translation>
    </message>
    <message>
        <source>{name} went out: everyone else pays what is left on their rack.</source>
        <extracomment>{name} is the player who laid their last tile.</extracomment>
        <translation>{name} gik ud: alle andre betaler det, der er tilbage på deres holder.</translation>
    </message>
    <message>
        <source>The pool ran out: the lowest rack wins, and the others pay the difference.</source>
        <translation>Puljen slap op: den laveste holder vinder, og de andre betaler forskellen.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Tiles left</source>
        <translation>Brikker tilbage</translation>
    </message>
    <message>
        <source>Rack points</source>
        <translation>Point på holderen</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Point</translation>
    </message>
    <message>
        <source>none: went out</source>
        <translation>ingen: gik ud</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <source>{name}: {tiles}; {points}; {change}</source>
        <extracomment>One player&apos;s line of the result for screen readers: &quot;Ville: Red 7, Blue 3; 10 points; −10&quot;.</extracomment>
        <translation>{name}: {tiles}; {points}; {change}</translation>
    </message>
    <message>
        <source>Game {number}</source>
        <translation>Spil {number}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>I alt</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Vundne spil</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Placering</translation>
    </message>
    <message>
        <source>Won this game</source>
        <extracomment>A cell of the score book: the player won that game.</extracomment>
        <translation>Vandt dette spil</translation>
    </message>
    <message>
        <source>{place}. {name} — 1 game won, {total}</source>
        <extracomment>A line of the standing: &quot;1. Anna — 1 game won, +45&quot;.</extracomment>
        <translation>{place}. {name} — 1 spil vundet, {total}</translation>
    </message>
    <message>
        <source>{place}. {name} — {wins} games won, {total}</source>
        <extracomment>A line of the standing: &quot;1. Anna — 2 games won, +45&quot;.</extracomment>
        <translation>{place}. {name} — {wins} spil vundet, {total}</translation>
    </message>
    <message>
        <source>No games played yet.</source>
        <translation>Der er ikke spillet nogen spil endnu.</translation>
    </message>
    <message>
        <source>Final standing</source>
        <extracomment>Above the places of a table that played one game (its winner is already the headline).</extracomment>
        <translation>Slutstilling</translation>
    </message>
    <message>
        <source>{names} wins the round!</source>
        <extracomment>{names} is the player who won the whole round.</extracomment>
        <translation>{names} vinder runden!</translation>
    </message>
    <message>
        <source>{names} share the round!</source>
        <extracomment>{names} are the players who share first place of the round: &quot;Anna and Timo&quot;.</extracomment>
        <translation>{names} deler sejren i runden!</translation>
    </message>
    <message>
        <source>After {played} of {count} games, {names} leads.</source>
        <extracomment>{played} games of {count} are over; {names} is in first place.</extracomment>
        <translation>Efter {played} af {count} spil fører {names}.</translation>
    </message>
    <message>
        <source>After {played} of {count} games, {names} share the lead.</source>
        <extracomment>{played} games of {count} are over; {names} share first place: &quot;Anna and Timo&quot;.</extracomment>
        <translation>Efter {played} af {count} spil deler {names} føringen.</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Your score over your last games</source>
        <translation>Dine point i dine seneste spil</translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Ingen spil endnu</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>SeatCard</name>
    <message>
        <source>Remove</source>
        <translation>Fjern</translation>
    </message>
    <message>
        <source>Waiting…</source>
        <translation>Venter…</translation>
    </message>
    <message>
        <source>Seat %1 is free</source>
        <translation>Plads %1 er ledig</translation>
    </message>
    <message>
        <source>Bot, %1</source>
        <translation>Bot, %1</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation> (dig)</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Forbundet</translation>
    </message>
    <message>
        <source>Away</source>
        <translation>Væk</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Indstillinger</translation>
    </message>
    <message>
        <source>A sound when my turn begins</source>
        <translation>En lyd, når min tur begynder</translation>
    </message>
    <message>
        <source>Bots&apos; pace</source>
        <translation>Botternes tempo</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Som systemet</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Lyst</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Mørkt</translation>
    </message>
    <message>
        <source>Larger tiles</source>
        <translation>Større brikker</translation>
    </message>
    <message>
        <source>High-contrast tiles (white faces, bold edges)</source>
        <translation>Brikker med høj kontrast (hvid flade, kraftige kanter)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprog</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Lyd</translation>
    </message>
    <message>
        <source>&amp;Bots&apos; pace</source>
        <translation>&amp;Botternes tempo</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>T&amp;iles</source>
        <translation>Br&amp;ikker</translation>
    </message>
    <message>
        <source>Changes apply at once and are remembered.</source>
        <translation>Ændringer gælder med det samme og huskes.</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>Rummi</source>
        <translation>Rummi</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Vært</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Borde på dette netværk</translation>
    </message>
    <message>
        <source>No tables on this network yet — host one, or play against bots.</source>
        <translation>Der er ingen borde på netværket endnu — åbn et, eller spil mod bots.</translation>
    </message>
    <message>
        <source>Looking for tables on this network…</source>
        <translation>Leder efter borde på dette netværk…</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>&amp;Se med</translation>
    </message>
    <message>
        <source>See the game as it is played, without a seat</source>
        <translation>Se spillet, mens det spilles, uden en plads</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Deltag</translation>
    </message>
    <message>
        <source>&amp;Stop trying</source>
        <translation>Stop &amp;forsøget</translation>
    </message>
    <message>
        <source>Stop joining this table</source>
        <translation>Hold op med at deltage ved dette bord</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dit navn</translation>
    </message>
    <message>
        <source>&amp;Your name</source>
        <translation>Dit &amp;navn</translation>
    </message>
    <message>
        <source>&amp;Host a table</source>
        <translation>&amp;Vær vært for et bord</translation>
    </message>
    <message>
        <source>Play against &amp;bots</source>
        <translation>Spil mod &amp;bots</translation>
    </message>
    <message>
        <source>Join by &amp;address…</source>
        <translation>Deltag via &amp;adresse…</translation>
    </message>
    <message>
        <source>&amp;Rules and help</source>
        <translation>Regler og &amp;hjælp</translation>
    </message>
    <message>
        <source>&amp;Past games</source>
        <translation>&amp;Tidligere spil</translation>
    </message>
    <message>
        <source>Your kept games: replays, your review and statistics</source>
        <translation>Dine gemte spil: genafspilninger, din gennemgang og statistik</translation>
    </message>
    <message>
        <source>Ab&amp;out</source>
        <translation>&amp;Om</translation>
    </message>
    <message>
        <source>Rummi&apos;s version, and where it keeps your settings and saved games</source>
        <translation>Rummis version, og hvor dine indstillinger og gemte spil ligger</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Indst&amp;illinger…</translation>
    </message>
    <message>
        <source>Language, sound, the bots&apos; pace, the theme and the tiles</source>
        <translation>Sprog, lyd, botternes tempo, tema og brikker</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>Spro&amp;g</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Waiting for players</source>
        <translation>Venter på spillere</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>I gang</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Afsluttet</translation>
    </message>
    <message>
        <source>Full, not started yet</source>
        <translation>Fuldt, ikke startet endnu</translation>
    </message>
    <message>
        <source>Incompatible: %1</source>
        <translation>Ikke kompatibel: %1</translation>
    </message>
    <message>
        <source>This table needs a PIN</source>
        <translation>Dette bord kræver en PIN-kode</translation>
    </message>
    <message>
        <source>%1 of %2 seats taken</source>
        <translation>%1 af %2 pladser optaget</translation>
    </message>
    <message>
        <source>Every game at this table has been played</source>
        <translation>Alle spil ved dette bord er spillet</translation>
    </message>
    <message>
        <source>This game has started; you can watch it</source>
        <translation>Dette spil er begyndt; du kan se med</translation>
    </message>
    <message>
        <source>Join by address</source>
        <translation>Deltag via adresse</translation>
    </message>
    <message>
        <source>The address the host shows, like 192.168.43.1:47123</source>
        <translation>Adressen, som værten viser, f.eks. 192.168.43.1:47123</translation>
    </message>
    <message>
        <source>That address does not look right: %1</source>
        <translation>Adressen ser ikke helt rigtig ud: %1</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>{tiles} (not valid: {reason})</source>
        <extracomment>A set on the board that is not valid yet: {tiles} names its tiles, {reason} says why.</extracomment>
        <translation>{tiles} (ikke gyldig endnu: {reason})</translation>
    </message>
    <message>
        <source>The board is empty.</source>
        <translation>Brættet er tomt.</translation>
    </message>
    <message>
        <source>Row {row}: {sets}</source>
        <extracomment>{row} is a row number from 1; {sets} lists the row&apos;s sets, separated by semicolons.</extracomment>
        <translation>Række {row}: {sets}</translation>
    </message>
    <message>
        <source>Your rack is empty.</source>
        <translation>Din holder er tom.</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>tom</translation>
    </message>
    <message>
        <source>Your rack, top row: {top}; bottom row: {bottom}</source>
        <extracomment>{top} and {bottom} list the tiles on the rack&apos;s two rows, or say &quot;empty&quot;.</extracomment>
        <translation>Din holder, øverste række: {top}; nederste række: {bottom}</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>valgt</translation>
    </message>
    <message>
        <source>your selection can go here</source>
        <translation>dine valgte brikker kan lægges her</translation>
    </message>
    <message>
        <source>just played</source>
        <translation>lige spillet</translation>
    </message>
    <message>
        <source>Rack row {row}, place {slot}: {what}</source>
        <extracomment>A rack place for screen readers: {row} is 1 (top) or 2, {slot} counts from 1, {what} is the tile.</extracomment>
        <translation>Holderens række {row}, plads {slot}: {what}</translation>
    </message>
    <message>
        <source>Row {row}, column {column}: {what}</source>
        <extracomment>A board cell for screen readers: {row} and {column} count from 1, {what} is the tile or &quot;empty&quot;.</extracomment>
        <translation>Række {row}, kolonne {column}: {what}</translation>
    </message>
    <message>
        <source>Nothing selected</source>
        <translation>Intet valgt</translation>
    </message>
    <message>
        <source>Selected: {tiles}</source>
        <extracomment>Said to screen reader users when the selection changes; {tiles} lists the tiles.</extracomment>
        <translation>Valgt: {tiles}</translation>
    </message>
    <message>
        <source>Game table</source>
        <translation>Spillebord</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>Black</source>
        <translation>Sort</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blå</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rød</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Black {number}</source>
        <extracomment>A tile&apos;s name. {number} is its number, 1 to 13.</extracomment>
        <translation>Sort {number}</translation>
    </message>
    <message>
        <source>Blue {number}</source>
        <extracomment>A tile&apos;s name. {number} is its number, 1 to 13.</extracomment>
        <translation>Blå {number}</translation>
    </message>
    <message>
        <source>Orange {number}</source>
        <extracomment>A tile&apos;s name. {number} is its number, 1 to 13.</extracomment>
        <translation>Orange {number}</translation>
    </message>
    <message>
        <source>Red {number}</source>
        <extracomment>A tile&apos;s name. {number} is its number, 1 to 13.</extracomment>
        <translation>Rød {number}</translation>
    </message>
    <message>
        <source>no tiles</source>
        <translation>ingen brikker</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Separates tile names in a list: &quot;Red 7, Red 8, Red 9&quot;.</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Serie</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>{points} point</source>
        <translation>{points} point</translation>
    </message>
    <message>
        <source>{points} points</source>
        <translation>{points} point</translation>
    </message>
    <message>
        <source>Joker as {tile}</source>
        <extracomment>A joker in a set, with the tile it stands for: &quot;Joker as Red 8&quot;.</extracomment>
        <translation>Joker som {tile}</translation>
    </message>
    <message>
        <source>{kind}: {tiles}</source>
        <extracomment>A set in words: {kind} is &quot;Run&quot; or &quot;Group&quot;, {tiles} the tiles: &quot;Run: Red 7, Red 8, Red 9&quot;.</extracomment>
        <translation>{kind}: {tiles}</translation>
    </message>
    <message>
        <source>{set} — {points}</source>
        <extracomment>A valid set and its value: &quot;Run: Red 7, Red 8, Red 9 — 24 points&quot;.</extracomment>
        <translation>{set} — {points}</translation>
    </message>
    <message>
        <source>That set needs one more tile</source>
        <translation>Den kombination mangler én brik mere</translation>
    </message>
    <message>
        <source>That set needs {count} more tiles</source>
        <extracomment>{count} is 2 or 3.</extracomment>
        <translation>Den kombination mangler {count} brikker mere</translation>
    </message>
    <message>
        <source>A run has at most 13 tiles and a group at most 4</source>
        <translation>En serie har højst 13 brikker og en gruppe højst 4</translation>
    </message>
    <message>
        <source>A set needs at least one numbered tile besides jokers</source>
        <translation>En kombination skal have mindst én talbrik ud over jokerne</translation>
    </message>
    <message>
        <source>A set is one colour in a row (a run) or one number in different colours (a group)</source>
        <translation>En kombination er fortløbende tal i én farve (en serie) eller ét tal i forskellige farver (en gruppe)</translation>
    </message>
    <message>
        <source>A group has each colour only once</source>
        <translation>En gruppe har hver farve kun én gang</translation>
    </message>
    <message>
        <source>A run goes up one number at a time, left to right</source>
        <translation>En serie stiger ét tal ad gangen fra venstre mod højre</translation>
    </message>
    <message>
        <source>A run stops at 13: it does not go on to 1</source>
        <translation>En serie stopper ved 13: den fortsætter ikke til 1</translation>
    </message>
    <message>
        <source>A run starts at 1 at the lowest</source>
        <translation>En serie starter tidligst ved 1</translation>
    </message>
    <message>
        <source>Bot {number}</source>
        <extracomment>A bot&apos;s name at the table; {number} counts the bots from 1.</extracomment>
        <translation>Bot {number}</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <extracomment>The name of a player who gave none; {number} is their seat, from 1.</extracomment>
        <translation>Spiller {number}</translation>
    </message>
    <message>
        <source>{player}&apos;s table</source>
        <translation>{player}s bord</translation>
    </message>
    <message>
        <source>Play at least one tile from your rack, or draw</source>
        <translation>Spil mindst én brik fra din holder, eller træk en brik</translation>
    </message>
    <message>
        <source>Every tile that was on the board has to stay there ({tiles} went missing)</source>
        <extracomment>{tiles} lists tiles in words: &quot;Red 7, Joker&quot;.</extracomment>
        <translation>Alle brikker, der lå på brættet, skal blive der ({tiles} mangler)</translation>
    </message>
    <message>
        <source>Every tile that was on the board has to stay there</source>
        <translation>Alle brikker, der lå på brættet, skal blive der</translation>
    </message>
    <message>
        <source>{tile} is not on your rack</source>
        <extracomment>{tile} is a tile in words: &quot;Red 7&quot;.</extracomment>
        <translation>{tile} er ikke på din holder</translation>
    </message>
    <message>
        <source>These tiles are not on your rack: {tiles}</source>
        <extracomment>{tiles} lists tiles in words: &quot;Red 7, Joker&quot;.</extracomment>
        <translation>Disse brikker er ikke på din holder: {tiles}</translation>
    </message>
    <message>
        <source>Some of those tiles are not on your rack</source>
        <translation>Nogle af brikkerne er ikke på din holder</translation>
    </message>
    <message>
        <source>{why}: {tiles}</source>
        <extracomment>{why} says what a set on the board lacks; {tiles} is that set in words (&quot;Black 1, Black 2&quot;).</extracomment>
        <translation>{why}: {tiles}</translation>
    </message>
    <message>
        <source>This run is missing {tiles}</source>
        <extracomment>{tiles} are the tiles a run in order lacks between its ends (&quot;Red 10&quot;; &quot;Red 10, Red 12&quot;).</extracomment>
        <translation>Denne serie mangler {tiles}</translation>
    </message>
    <message>
        <source>Two sets touch: leave an empty cell between {first} and {second}</source>
        <extracomment>Two sets on the board touch, so they read as one: {first} and {second} are the sets in words.</extracomment>
        <translation>To kombinationer rører hinanden: lad en tom plads være mellem {first} og {second}</translation>
    </message>
    <message>
        <source>One of the sets on the board is not finished yet</source>
        <translation>En af kombinationerne på brættet er ikke færdig endnu</translation>
    </message>
    <message>
        <source>Opening needs {threshold} points; these sets are worth {worth}</source>
        <extracomment>{threshold} is the opening threshold (usually 30), {worth} what the laid sets are worth.</extracomment>
        <translation>Første udlægning kræver {threshold} point; disse kombinationer giver {worth}</translation>
    </message>
    <message>
        <source>Your opening needs more points</source>
        <translation>Din første udlægning skal give flere point</translation>
    </message>
    <message>
        <source>Open with tiles from your rack only, and leave the sets on the board as they were</source>
        <translation>Læg din første udlægning kun med brikker fra din holder, og lad kombinationerne på brættet være, som de var</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Spillet er slut</translation>
    </message>
    <message>
        <source>It is not your turn yet</source>
        <translation>Det er ikke din tur endnu</translation>
    </message>
    <message>
        <source>That cell already holds a tile</source>
        <translation>Der ligger allerede en brik på det felt</translation>
    </message>
    <message>
        <source>There is no tile there</source>
        <translation>Der er ingen brik dér</translation>
    </message>
    <message>
        <source>That is outside the board</source>
        <translation>Det er uden for brættet</translation>
    </message>
    <message>
        <source>Only tiles you played this turn go back to your rack; {tile} stays on the board</source>
        <extracomment>{tile} is a tile in words: &quot;Red 7&quot;.</extracomment>
        <translation>Kun brikker, du har spillet i denne tur, kan komme tilbage på holderen; {tile} bliver på brættet</translation>
    </message>
    <message>
        <source>Only tiles you played this turn go back to your rack</source>
        <translation>Kun brikker, du har spillet i denne tur, kan komme tilbage på holderen</translation>
    </message>
    <message>
        <source>There is nothing to undo</source>
        <translation>Der er intet at fortryde</translation>
    </message>
    <message>
        <source>Undo your changes before you pass</source>
        <translation>Fortryd dine ændringer, før du passer</translation>
    </message>
    <message>
        <source>Undo your changes before you draw</source>
        <translation>Fortryd dine ændringer, før du trækker</translation>
    </message>
    <message>
        <source>The pool is empty: pass instead</source>
        <translation>Puljen er tom: pas i stedet</translation>
    </message>
    <message>
        <source>You can pass only when the pool is empty: draw instead</source>
        <translation>Du kan først passe, når puljen er tom: træk i stedet</translation>
    </message>
    <message>
        <source>There is no room left on the board for that</source>
        <translation>Der er ikke mere plads på brættet til det</translation>
    </message>
    <message>
        <source>Time ran out: your changes were undone and you drew {count} tiles: official penalty</source>
        <extracomment>The official timer penalty: the board was rearranged, so three tiles are drawn.</extracomment>
        <translation>Tiden løb ud: dine ændringer blev fortrudt, og du trak {count} brikker: officiel straf</translation>
    </message>
    <message>
        <source>Time ran out: your changes were undone and your turn passed</source>
        <translation>Tiden løb ud: dine ændringer blev fortrudt, og din tur gik videre</translation>
    </message>
    <message>
        <source>Time ran out: your turn passed</source>
        <translation>Tiden løb ud: din tur gik videre</translation>
    </message>
    <message>
        <source>Time ran out: your changes were undone and you drew {tiles}</source>
        <translation>Tiden løb ud: dine ændringer blev fortrudt, og du trak {tiles}</translation>
    </message>
    <message>
        <source>Time ran out: you drew {tiles}</source>
        <translation>Tiden løb ud: du trak {tiles}</translation>
    </message>
    <message>
        <source>The table did not understand this app; it may run a different version of Rummi</source>
        <translation>Bordet forstod ikke denne app; det kører måske en anden version af Rummi</translation>
    </message>
    <message>
        <source>This table runs a different version of Rummi (protocol {table}; this app {app})</source>
        <extracomment>{table} and {app} are protocol version numbers.</extracomment>
        <translation>Dette bord kører en anden version af Rummi (protokol {table}; denne app {app})</translation>
    </message>
    <message>
        <source>This table runs a different version of Rummi</source>
        <translation>Dette bord kører en anden version af Rummi</translation>
    </message>
    <message>
        <source>This table needs the right PIN</source>
        <translation>Dette bord kræver den rigtige PIN-kode</translation>
    </message>
    <message>
        <source>Too many wrong PINs were tried at this table; try again in {seconds} s</source>
        <extracomment>{seconds}: how long before the table looks at a PIN again.</extracomment>
        <translation>Der er prøvet for mange forkerte PIN-koder ved dette bord; prøv igen om {seconds} s</translation>
    </message>
    <message>
        <source>Too many wrong PINs were tried at this table; try again soon</source>
        <translation>Der er prøvet for mange forkerte PIN-koder ved dette bord; prøv igen om lidt</translation>
    </message>
    <message>
        <source>The table has no room for another connection now; try again soon</source>
        <translation>Bordet har ikke plads til flere forbindelser lige nu; prøv igen om lidt</translation>
    </message>
    <message>
        <source>Your seat is not from this table; join it again</source>
        <translation>Din plads hører ikke til dette bord; deltag igen</translation>
    </message>
    <message>
        <source>Your seat was given to a bot; watch, or ask the host for a seat</source>
        <translation>Din plads blev givet til en bot; se med, eller bed værten om en plads</translation>
    </message>
    <message>
        <source>Every seat at this table is taken</source>
        <translation>Alle pladser ved bordet er optaget</translation>
    </message>
    <message>
        <source>Only the host can do that</source>
        <translation>Det kan kun værten gøre</translation>
    </message>
    <message>
        <source>Onlookers watch the game; they do not play</source>
        <translation>Tilskuere ser med; de spiller ikke</translation>
    </message>
    <message>
        <source>The game has not started yet</source>
        <translation>Spillet er ikke startet endnu</translation>
    </message>
    <message>
        <source>The game moved on before your move arrived; here is the board now</source>
        <translation>Spillet gik videre, før dit træk nåede frem; her er brættet nu</translation>
    </message>
    <message>
        <source>The table could not read that move; please try again</source>
        <translation>Bordet kunne ikke læse det træk; prøv igen</translation>
    </message>
    <message>
        <source>Fill every seat with a player or a bot first</source>
        <translation>Fyld først alle pladser med spillere eller bots</translation>
    </message>
    <message>
        <source>Every planned game has been played</source>
        <translation>Alle planlagte spil er spillet</translation>
    </message>
    <message>
        <source>That cannot be done right now</source>
        <translation>Det kan ikke lade sig gøre lige nu</translation>
    </message>
    <message>
        <source>The host has muted you in the chat</source>
        <translation>Værten har gjort dig tavs i chatten</translation>
    </message>
    <message>
        <source>That line is too long for the chat: 200 characters at most</source>
        <translation>Linjen er for lang til chatten: højst 200 tegn</translation>
    </message>
    <message>
        <source>There is nothing to send in that line</source>
        <translation>Der er intet at sende i den linje</translation>
    </message>
    <message>
        <source>You are sending messages too fast; wait a moment</source>
        <translation>Du sender beskeder for hurtigt; vent et øjeblik</translation>
    </message>
    <message>
        <source>The table did not take this app&apos;s part of the deal</source>
        <translation>Bordet tog ikke denne apps del af delingen</translation>
    </message>
    <message>
        <source>The host gave your seat to a bot</source>
        <translation>Værten gav din plads til en bot</translation>
    </message>
    <message>
        <source>You joined this table again from somewhere else</source>
        <translation>Du sluttede dig til bordet igen et andet sted fra</translation>
    </message>
    <message>
        <source>The host removed you from the table</source>
        <translation>Værten fjernede dig fra bordet</translation>
    </message>
    <message>
        <source>The host closed the table</source>
        <translation>Værten lukkede bordet</translation>
    </message>
    <message>
        <source>The table you were at has closed, and a new table is open at the same address.</source>
        <translation>Bordet, du sad ved, er lukket, og et nyt bord er åbent på samme adresse.</translation>
    </message>
    <message>
        <source>The table closed the connection: this app sent too much at once</source>
        <translation>Bordet lukkede forbindelsen: denne app sendte for meget på én gang</translation>
    </message>
    <message>
        <source>The table stopped hearing from this app and closed the connection</source>
        <translation>Bordet hørte ikke mere fra denne app og lukkede forbindelsen</translation>
    </message>
    <message>
        <source>The table could not read what this app sent and closed the connection</source>
        <translation>Bordet kunne ikke læse, hvad denne app sendte, og lukkede forbindelsen</translation>
    </message>
    <message>
        <source>The table closed the connection: this app did not say hello in time</source>
        <translation>Bordet lukkede forbindelsen: denne app sagde ikke goddag i tide</translation>
    </message>
    <message>
        <source>The connection to the table was too slow; this app joins again by itself</source>
        <translation>Forbindelsen til bordet var for langsom; denne app slutter sig til igen af sig selv</translation>
    </message>
    <message>
        <source>The turn timer is off or {low} to {high} seconds</source>
        <extracomment>{low} and {high} are numbers of seconds.</extracomment>
        <translation>Tidsgrænsen er fra eller {low} til {high} sekunder</translation>
    </message>
    <message>
        <source>The opening threshold is {low} to {high} points</source>
        <translation>Pointgrænsen for første udlægning er {low} til {high} point</translation>
    </message>
    <message>
        <source>A table plays one game, or 1 to {high} rounds</source>
        <translation>Et bord spiller ét spil eller 1 til {high} runder</translation>
    </message>
    <message>
        <source>A PIN is {low} to {high} characters, or none</source>
        <translation>En PIN-kode har {low} til {high} tegn, eller ingen</translation>
    </message>
    <message>
        <source>That option is either on or off</source>
        <translation>Den indstilling er enten til eller fra</translation>
    </message>
    <message>
        <source>Choose one of the bot levels on offer</source>
        <translation>Vælg et af de tilgængelige botniveauer</translation>
    </message>
    <message>
        <source>That table option cannot be set that way</source>
        <translation>Den bordindstilling kan ikke sættes sådan</translation>
    </message>
    <message>
        <source>The game has started; you can watch instead</source>
        <translation>Spillet er startet; du kan se med i stedet</translation>
    </message>
    <message>
        <source>Seats change only in the lobby</source>
        <translation>Pladser kan kun ændres i lobbyen</translation>
    </message>
    <message>
        <source>Table options change only in the lobby</source>
        <translation>Bordets indstillinger kan kun ændres i lobbyen</translation>
    </message>
    <message>
        <source>During a game a seat can only be given to a bot</source>
        <translation>Under et spil kan en plads kun gives til en bot</translation>
    </message>
    <message>
        <source>The game is still going on</source>
        <translation>Spillet er stadig i gang</translation>
    </message>
    <message>
        <source>A table has {low} to {high} seats</source>
        <translation>Et bord har {low} til {high} pladser</translation>
    </message>
    <message>
        <source>Remove the players in the seats you take away first</source>
        <translation>Fjern først spillerne fra de pladser, du fjerner</translation>
    </message>
    <message>
        <source>There is no seat {seat}</source>
        <extracomment>{seat} is a seat number, counted from 1.</extracomment>
        <translation>Der er ingen plads {seat}</translation>
    </message>
    <message>
        <source>Remove the player in that seat first</source>
        <translation>Fjern først spilleren på den plads</translation>
    </message>
    <message>
        <source>That seat cannot be changed that way</source>
        <translation>Den plads kan ikke ændres sådan</translation>
    </message>
</context>
<context>
    <name>TurnClock</name>
    <message>
        <source>Turn timer</source>
        <translation>Tidsgrænse for turen</translation>
    </message>
    <message>
        <source>%1 is away: if they are not back when the count runs out, their turn is played for them</source>
        <translation>%1 er væk: er de ikke tilbage, når tiden løber ud, spilles deres tur for dem</translation>
    </message>
    <message>
        <source>waiting for %1</source>
        <translation>venter på %1</translation>
    </message>
    <message>
        <source>a bot plays for %1</source>
        <translation>en bot spiller for %1</translation>
    </message>
    <message>
        <source> (paused)</source>
        <translation> (på pause)</translation>
    </message>
    <message>
        <source>%1 away: %2</source>
        <extracomment>The turn clock while the player whose turn it is has lost the connection: &quot;Bob away: 0:45&quot;.</extracomment>
        <translation>%1 væk: %2</translation>
    </message>
</context>
<context>
    <name>TurnLog</name>
    <message>
        <source>Game {number} of {games} starts</source>
        <extracomment>The log&apos;s heading above a game&apos;s turns: &quot;Game 2 of 4 starts&quot;.</extracomment>
        <translation>Spil {number} af {games} begynder</translation>
    </message>
    <message>
        <source>The game starts</source>
        <translation>Spillet begynder</translation>
    </message>
    <message>
        <source>{name} is away; a bot plays for them</source>
        <translation>{name} er væk; en bot spiller for dem</translation>
    </message>
    <message>
        <source>{name} is back</source>
        <translation>{name} er tilbage</translation>
    </message>
    <message>
        <source>Its turns are not in this log</source>
        <extracomment>Under an earlier game&apos;s heading in the log, whose turns this app did not follow.</extracomment>
        <translation>Spillets træk er ikke med i denne log</translation>
    </message>
    <message>
        <source>A bot took over {name}&apos;s seat</source>
        <translation>En bot overtog {name}s plads</translation>
    </message>
    <message>
        <source>You opened with {tiles}</source>
        <extracomment>{tiles} lists the sets of the opening, tiles in words: &quot;Black 5, Black 6, Black 7; Red 9, Blue 9, Orange 9&quot;.</extracomment>
        <translation>Du åbnede med {tiles}</translation>
    </message>
    <message>
        <source>{name} opened with {tiles}</source>
        <translation>{name} åbnede med {tiles}</translation>
    </message>
    <message>
        <source>You laid {tiles}</source>
        <extracomment>{tiles} lists the tiles laid, in words: &quot;Black 5, Black 6, Black 7&quot;.</extracomment>
        <translation>Du lagde {tiles}</translation>
    </message>
    <message>
        <source>{name} laid {tiles}</source>
        <translation>{name} lagde {tiles}</translation>
    </message>
    <message>
        <source>Time ran out: you passed</source>
        <translation>Tiden løb ud: du stod over</translation>
    </message>
    <message>
        <source>{name} paused the turn timer</source>
        <translation>{name} satte turens ur på pause</translation>
    </message>
    <message>
        <source>The turn timer is paused</source>
        <translation>Turens ur er sat på pause</translation>
    </message>
    <message>
        <source>{name} set the turn timer running again</source>
        <translation>{name} satte turens ur i gang igen</translation>
    </message>
    <message>
        <source>The turn timer runs again</source>
        <translation>Turens ur går igen</translation>
    </message>
    <message>
        <source>{name} ran out of time and passed</source>
        <translation>{name} løb tør for tid og stod over</translation>
    </message>
    <message>
        <source>You passed</source>
        <translation>Du stod over</translation>
    </message>
    <message>
        <source>{name} passed</source>
        <translation>{name} stod over</translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>Separates the sets of a move in the log: &quot;Red 3, Red 4, Red 5; Blue 7, Orange 7, Black 7&quot;.</extracomment>
        <translation>; </translation>
    </message>
    <message>
        <source>{move}, winning back a joker</source>
        <extracomment>Added to a move&apos;s line in the log when a tile of the move took a joker&apos;s place on the board.</extracomment>
        <translation>{move}, og en joker blev vundet tilbage</translation>
    </message>
    <message>
        <source>{move}, winning back {count} jokers</source>
        <extracomment>Added to a move&apos;s line in the log: {count} (2 or more) jokers won back from the board.</extracomment>
        <translation>{move}, og {count} jokere blev vundet tilbage</translation>
    </message>
    <message>
        <source>You laid {tiles} and rearranged a set</source>
        <extracomment>{tiles} lists the tiles laid, in words; the move also took apart (or changed inside) one set on the board.</extracomment>
        <translation>Du lagde {tiles} og lagde en kombination om</translation>
    </message>
    <message>
        <source>{name} laid {tiles} and rearranged a set</source>
        <translation>{name} lagde {tiles} og lagde en kombination om</translation>
    </message>
    <message>
        <source>You laid {tiles} and rearranged {count} sets</source>
        <extracomment>{tiles} lists the tiles laid, in words; {count} board sets (2 or more) were taken apart or changed.</extracomment>
        <translation>Du lagde {tiles} og lagde {count} kombinationer om</translation>
    </message>
    <message>
        <source>{name} laid {tiles} and rearranged {count} sets</source>
        <translation>{name} lagde {tiles} og lagde {count} kombinationer om</translation>
    </message>
    <message>
        <source>You laid {sets} and added {tiles}</source>
        <extracomment>{sets}: new sets, in words; {tiles}: tiles added to the ends of sets already on the board.</extracomment>
        <translation>Du lagde {sets} og tilføjede {tiles}</translation>
    </message>
    <message>
        <source>{name} laid {sets} and added {tiles}</source>
        <translation>{name} lagde {sets} og tilføjede {tiles}</translation>
    </message>
    <message>
        <source>While you were away, a bot opened for you with {tiles}</source>
        <extracomment>{tiles}: the tiles of the opening the away bot laid for the player, in words.</extracomment>
        <translation>Mens du var væk, åbnede en bot for dig med {tiles}</translation>
    </message>
    <message>
        <source>While you were away, a bot laid {tiles} for you</source>
        <extracomment>{tiles}: the tiles the away bot laid for the player, in words.</extracomment>
        <translation>Mens du var væk, lagde en bot {tiles} for dig</translation>
    </message>
    <message>
        <source>While you were away, a bot drew {tiles} for you</source>
        <translation>Mens du var væk, trak en bot {tiles} for dig</translation>
    </message>
    <message>
        <source>While you were away, a bot drew a tile for you</source>
        <translation>Mens du var væk, trak en bot en brik for dig</translation>
    </message>
    <message>
        <source>While you were away, a bot passed for you</source>
        <translation>Mens du var væk, stod en bot over for dig</translation>
    </message>
    <message>
        <source>Time ran out: you drew {tiles} (official penalty)</source>
        <translation>Tiden løb ud: du trak {tiles} (officiel straf)</translation>
    </message>
    <message>
        <source>Time ran out: you drew {tiles}</source>
        <translation>Tiden løb ud: du trak {tiles}</translation>
    </message>
    <message>
        <source>You drew {tiles}</source>
        <translation>Du trak {tiles}</translation>
    </message>
    <message>
        <source>You drew a tile</source>
        <translation>Du trak en brik</translation>
    </message>
    <message>
        <source>{name} ran out of time and drew {count} tiles (official penalty)</source>
        <extracomment>{count} is the number of tiles drawn, 2 or 3.</extracomment>
        <translation>{name} løb tør for tid og trak {count} brikker (officiel straf)</translation>
    </message>
    <message>
        <source>{name} ran out of time and drew a tile</source>
        <translation>{name} løb tør for tid og trak en brik</translation>
    </message>
    <message>
        <source>{name} drew {count} tiles</source>
        <translation>{name} trak {count} brikker</translation>
    </message>
    <message>
        <source>{name} drew a tile</source>
        <translation>{name} trak en brik</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Separates names in a list: &quot;Anna, Bot 2&quot;.</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>You won the game</source>
        <translation>Du vandt spillet</translation>
    </message>
    <message>
        <source>You share the win with {names}</source>
        <translation>Du deler sejren med {names}</translation>
    </message>
    <message>
        <source>{names} share the win</source>
        <translation>{names} deler sejren</translation>
    </message>
    <message>
        <source>{name} won the game</source>
        <translation>{name} vandt spillet</translation>
    </message>
</context>
<context>
    <name>ZoomButtons</name>
    <message>
        <source>Zoom in</source>
        <translation>Zoom ind</translation>
    </message>
    <message>
        <source>Larger tiles (+ or Ctrl+wheel)</source>
        <translation>Større brikker (+ eller Ctrl+hjul)</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Zoom ud</translation>
    </message>
    <message>
        <source>More of the board (− or Ctrl+wheel)</source>
        <translation>Mere af brættet (− eller Ctrl+hjul)</translation>
    </message>
    <message>
        <source>Fit the board</source>
        <translation>Tilpas brættet</translation>
    </message>
    <message>
        <source>Show the sets in play and room around them (0)</source>
        <translation>Vis sættene i spil og plads omkring dem (0)</translation>
    </message>
</context>
</TS>
