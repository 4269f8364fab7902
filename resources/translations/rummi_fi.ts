<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fi" sourcelanguage="en">
<context>
    <name>AboutBox</name>
    <message>
        <source>About Rummi</source>
        <translation>Tietoja Rummista</translation>
    </message>
    <message>
        <source>A tile-rummy game for LAN parties.</source>
        <translation>Laattarommipeli lähiverkon peli-iltoihin.</translation>
    </message>
    <message>
        <source>Settings: %1</source>
        <translation>Asetukset: %1</translation>
    </message>
    <message>
        <source>Saved games: %1</source>
        <translation>Tallennetut pelit: %1</translation>
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
        <translation>Kieli</translation>
    </message>
    <message>
        <source>%1 is set to %2, so this window stays in that language. Your choice is kept for when Rummi starts without it.</source>
        <translation>%1 on asetettu arvoon %2, joten ikkuna pysyy sillä kielellä. Valintasi säilyy siihen, kun Rummi käynnistetään ilman sitä.</translation>
    </message>
    <message>
        <source>Cannot look for tables: %1</source>
        <translation>Pöytien etsiminen ei onnistu: %1</translation>
    </message>
    <message>
        <source>1 table on this network</source>
        <translation>1 pöytä tässä verkossa</translation>
    </message>
    <message>
        <source>%1 tables on this network</source>
        <translation>%1 pöytää tässä verkossa</translation>
    </message>
    <message>
        <source>no network</source>
        <translation>ei verkkoa</translation>
    </message>
    <message>
        <source>Looking for tables on this network (%1)…</source>
        <translation>Etsitään pöytiä tästä verkosta (%1)…</translation>
    </message>
    <message>
        <source>unknown protocol</source>
        <translation>tuntematon yhteyskäytäntö</translation>
    </message>
    <message>
        <source>protocol %1</source>
        <translation>yhteyskäytäntö %1</translation>
    </message>
    <message>
        <source>%1 against bots</source>
        <translation>%1 botteja vastaan</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Nimesi</translation>
    </message>
    <message>
        <source>The others at the table see you by this name:</source>
        <translation>Muut pöydän pelaajat näkevät sinut tällä nimellä:</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Liity</translation>
    </message>
    <message>
        <source>Another table</source>
        <translation>Eri pöytä</translation>
    </message>
    <message>
        <source>The table at %1 is %2, not the one the link names: that table may have closed and another opened at its address.</source>
        <translation>Osoitteessa %1 on %2, ei linkin nimeämä pöytä: se on ehkä suljettu ja sen osoitteeseen avattu toinen.</translation>
    </message>
    <message>
        <source>&amp;Join %1</source>
        <translation>&amp;Liity: %1</translation>
    </message>
    <message>
        <source>The table at %1</source>
        <translation>Pöytä osoitteessa %1</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Avaa pöytä</translation>
    </message>
    <message>
        <source>Could not open a table: %1</source>
        <translation>Pöydän avaaminen ei onnistunut: %1</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Jatka</translation>
    </message>
    <message>
        <source>This table cannot be resumed: %1

The file is kept as it is: %2</source>
        <translation>Tätä pöytää ei voi jatkaa: %1

Tiedosto säilytetään ennallaan: %2</translation>
    </message>
    <message>
        <source>Port %1 is in use, so the table opened on port %2. Other players&apos; apps that see it in their list of tables go there by themselves; elsewhere they join it at the new address and get their seats back.</source>
        <translation>Portti %1 on käytössä, joten pöytä avattiin porttiin %2. Muiden pelaajien sovellukset, jotka näkevät sen pöytäluettelossaan, siirtyvät sinne itsestään; muuten he liittyvät siihen uudesta osoitteesta ja saavat paikkansa takaisin.</translation>
    </message>
    <message>
        <source>Delete the save?</source>
        <translation>Poistetaanko tallennus?</translation>
    </message>
    <message>
        <source>Could not delete the save: %1</source>
        <translation>Tallennuksen poistaminen ei onnistunut: %1</translation>
    </message>
    <message>
        <source>Connected again</source>
        <translation>Yhteys palasi</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Yhdistetään osoitteeseen %1…</translation>
    </message>
    <message>
        <source>Your &amp;review</source>
        <translation>Oma &amp;arvio</translation>
    </message>
    <message>
        <source>&amp;Play another round</source>
        <translation>Pelaa &amp;uusi kierros</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>Pelaa &amp;uudelleen</translation>
    </message>
    <message>
        <source>%1 wants to play again: a new table is open at the same address.</source>
        <translation>%1 haluaa pelata uudelleen: samaan osoitteeseen on avattu uusi pöytä.</translation>
    </message>
    <message>
        <source>%1 has opened a new table at the same address.</source>
        <translation>%1 avasi uuden pöydän samaan osoitteeseen.</translation>
    </message>
    <message>
        <source>%1 is open at the same address now.</source>
        <translation>Samassa osoitteessa on nyt auki: %1.</translation>
    </message>
    <message>
        <source>Your seat in this game stays yours if it is resumed.</source>
        <translation>Paikkasi tässä pelissä säilyy sinulla, jos peliä jatketaan.</translation>
    </message>
    <message>
        <source>&amp;Watch it</source>
        <translation>&amp;Katso sitä</translation>
    </message>
    <message>
        <source>&amp;Join it</source>
        <translation>&amp;Liity siihen</translation>
    </message>
    <message>
        <source>Joining the table again…</source>
        <translation>Liitytään pöytään uudelleen…</translation>
    </message>
    <message>
        <source>Rummi</source>
        <translation>Rummi</translation>
    </message>
    <message>
        <source>The game at %1 has already started.</source>
        <translation>%1: peli on jo alkanut.</translation>
    </message>
    <message>
        <source>Every seat at %1 is taken.</source>
        <translation>%1: kaikki paikat on jo varattu.</translation>
    </message>
    <message>
        <source>Watch instead?</source>
        <translation>Katsotko sen sijaan?</translation>
    </message>
    <message>
        <source>You can watch it: you see the board and the players as they play, and you can leave whenever you like.</source>
        <translation>Voit katsoa peliä: näet pelilaudan ja pelaajat heidän pelatessaan, ja voit lähteä milloin haluat.</translation>
    </message>
    <message>
        <source>You can watch it: you see the board and the players as they play. The host can give you a seat that comes free before the game starts.</source>
        <translation>Voit katsoa peliä: näet pelilaudan ja pelaajat heidän pelatessaan. Isäntä voi antaa sinulle paikan, joka vapautuu ennen pelin alkua.</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>&amp;Katso</translation>
    </message>
    <message>
        <source>%1 is not open yet; trying again…</source>
        <translation>%1 ei ole vielä auki; yritetään uudelleen…</translation>
    </message>
    <message>
        <source>No table answers at %1 yet; trying again…</source>
        <translation>Osoitteessa %1 ei vielä vastaa pöytää; yritetään uudelleen…</translation>
    </message>
    <message>
        <source>The connection to the host was lost; trying again…</source>
        <translation>Yhteys pöydän avaajaan katkesi; yritetään uudelleen…</translation>
    </message>
    <message>
        <source>%1 is not open now: when its host resumes it, Rejoin gets you your seat back.</source>
        <translation>%1 ei ole nyt auki: kun sen avaaja jatkaa peliä, saat paikkasi takaisin painamalla Palaa.</translation>
    </message>
    <message>
        <source>No table answers at %1. Check the address, and that the table is still open.</source>
        <translation>Osoitteessa %1 ei vastaa pöytää. Tarkista osoite ja että pöytä on yhä auki.</translation>
    </message>
    <message>
        <source>Give %1&apos;s seat to a bot?</source>
        <translation>Annetaanko pelaajan %1 paikka botille?</translation>
    </message>
    <message>
        <source>%1 is still connected. The bot takes over their tiles and turns, and %1 leaves the game.</source>
        <translation>%1 on yhä yhteydessä. Botti ottaa hänen laattansa ja vuoronsa, ja %1 poistuu pelistä.</translation>
    </message>
    <message>
        <source>%1 is seated at your table and goes back to the start screen if you close it.</source>
        <translation>%1 istuu pöydässäsi ja palaa aloitusnäkymään, jos suljet sen.</translation>
    </message>
    <message>
        <source>%1 are seated at your table and go back to the start screen if you close it.</source>
        <translation>%1 istuvat pöydässäsi ja palaavat aloitusnäkymään, jos suljet sen.</translation>
    </message>
    <message>
        <source>Close the table?</source>
        <translation>Suljetaanko pöytä?</translation>
    </message>
    <message>
        <source>Keep the table open</source>
        <translation>Pidä pöytä auki</translation>
    </message>
    <message>
        <source>This stops the game for everyone; you can resume it later from the start screen.</source>
        <translation>Tämä pysäyttää pelin kaikilta; voit jatkaa sitä myöhemmin aloitusnäytöltä.</translation>
    </message>
    <message>
        <source>This stops the game; you can resume it later from the start screen.</source>
        <translation>Tämä pysäyttää pelin; voit jatkaa sitä myöhemmin aloitusnäytöltä.</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Sulje pöytä</translation>
    </message>
    <message>
        <source>%1 closed the table.</source>
        <translation>%1 sulki pöydän.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>Pöydän avaaja sulki pöydän.</translation>
    </message>
    <message>
        <source>Close the table and quit</source>
        <translation>Sulje pöytä ja lopeta</translation>
    </message>
    <message>
        <source>Leave the game?</source>
        <translation>Poistutaanko pelistä?</translation>
    </message>
    <message>
        <source>The game goes on without you. Your seat is kept: you can rejoin it from the start screen.</source>
        <translation>Peli jatkuu ilman sinua. Paikkasi säilyy: voit palata siihen aloitusnäytöltä.</translation>
    </message>
    <message>
        <source>The game goes on without you: a bot plays your turns until you are back. Your seat is kept: you can rejoin it from the start screen.</source>
        <translation>Peli jatkuu ilman sinua: botti pelaa vuorosi, kunnes palaat. Paikkasi säilyy: voit palata siihen aloitusnäytöltä.</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Poistu</translation>
    </message>
    <message>
        <source>Leave and quit</source>
        <translation>Poistu ja lopeta</translation>
    </message>
    <message>
        <source>The move under way is taken back: its tiles go back to the rack.</source>
        <translation>Kesken oleva siirto perutaan: sen laatat palaavat telineeseen.</translation>
    </message>
    <message>
        <source>The tiles you laid this turn go back to your rack if your turn is played for you.</source>
        <translation>Tällä vuorolla asettamasi laatat palaavat telineeseesi, jos vuorosi pelataan puolestasi.</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Jatka pelaamista</translation>
    </message>
</context>
<context>
    <name>BotGameDialog</name>
    <message>
        <source>Instant</source>
        <extracomment>The bots&apos; pace: they play at once.</extracomment>
        <translation>Heti</translation>
    </message>
    <message>
        <source>Fast ({seconds} s a turn)</source>
        <extracomment>The bots&apos; pace; {seconds} is how long a bot&apos;s turn takes, like &quot;0.5&quot;.</extracomment>
        <translation>Nopea ({seconds} s / vuoro)</translation>
    </message>
    <message>
        <source>Normal ({seconds} s a turn)</source>
        <translation>Tavallinen ({seconds} s / vuoro)</translation>
    </message>
    <message>
        <source>Slow ({seconds} s a turn)</source>
        <translation>Hidas ({seconds} s / vuoro)</translation>
    </message>
    <message>
        <source>Play against bots</source>
        <translation>Pelaa botteja vastaan</translation>
    </message>
    <message>
        <source>&amp;One game</source>
        <translation>&amp;Yksi peli</translation>
    </message>
    <message>
        <source>Bots&apos; pa&amp;ce</source>
        <translation>Bottien t&amp;ahti</translation>
    </message>
    <message numerus="yes">
        <source>You and %n bot(s) at one table.</source>
        <extracomment>%n is how many bots play against the player (1 to 3).</extracomment>
        <translation>
            <numerusform>Sinä ja %n botti samassa pöydässä.</numerusform>
            <numerusform>Sinä ja %n bottia samassa pöydässä.</numerusform>
        </translation>
    </message>
    <message>
        <source>A &amp;round: {games} games, each player starts one</source>
        <extracomment>{games} is how many games a round has: one per player.</extracomment>
        <translation>&amp;Kierros: {games} peliä, jokainen pelaaja aloittaa yhden</translation>
    </message>
    <message>
        <source>Bots&apos; level</source>
        <translation>Bottien taso</translation>
    </message>
    <message>
        <source>Number of bots</source>
        <translation>Bottien määrä</translation>
    </message>
    <message>
        <source>Bots&apos; pace</source>
        <translation>Bottien tahti</translation>
    </message>
    <message>
        <source>How long each bot turn takes, so that you can follow the bots&apos; moves</source>
        <translation>Kuinka kauan kunkin botin vuoro kestää, jotta ehdit seurata bottien siirtoja</translation>
    </message>
    <message>
        <source>&amp;Bots</source>
        <translation>&amp;Botteja</translation>
    </message>
    <message>
        <source>Bots&apos; &amp;level</source>
        <translation>Bottien &amp;taso</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Pelaa</translation>
    </message>
</context>
<context>
    <name>Chat</name>
    <message>
        <source>Nice move!</source>
        <translation>Hieno siirto!</translation>
    </message>
    <message>
        <source>Your turn…</source>
        <translation>Sinun vuorosi…</translation>
    </message>
    <message>
        <source>Oops</source>
        <translation>Hups</translation>
    </message>
    <message>
        <source>Good game</source>
        <translation>Hyvä peli</translation>
    </message>
    <message>
        <source>a laugh</source>
        <translation>nauru</translation>
    </message>
    <message>
        <source>surprise</source>
        <translation>hämmästys</translation>
    </message>
    <message>
        <source>relief</source>
        <translation>helpotus</translation>
    </message>
    <message>
        <source>a smile</source>
        <translation>hymy</translation>
    </message>
    <message>
        <source>a star, for a fine move</source>
        <translation>tähti hienosta siirrosta</translation>
    </message>
    <message>
        <source>Onlooker</source>
        <translation>Katsoja</translation>
    </message>
    <message>
        <source>You: {said}</source>
        <extracomment>The player&apos;s own line of table talk: &quot;You: Nice move!&quot;.</extracomment>
        <translation>Sinä: {said}</translation>
    </message>
    <message>
        <source>{name} (watching): {said}</source>
        <extracomment>{name} watches the game without a seat.</extracomment>
        <translation>{name} (katsoo): {said}</translation>
    </message>
    <message>
        <source>{name}: {said}</source>
        <translation>{name}: {said}</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Keskustelu</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Lähetä</translation>
    </message>
    <message>
        <source>Send “{reaction}”, {meaning}, to the table</source>
        <extracomment>A picture reaction&apos;s tooltip: {reaction} is the picture, {meaning} says what it means.</extracomment>
        <translation>Lähetä pöytään ”{reaction}” ({meaning})</translation>
    </message>
    <message>
        <source>Send “{reaction}” to the table</source>
        <translation>Lähetä pöytään ”{reaction}”</translation>
    </message>
    <message>
        <source>Muted in the chat: {names}</source>
        <extracomment>{names}: the players and onlookers the host muted, separated by commas.</extracomment>
        <translation>Mykistetty chatissa: {names}</translation>
    </message>
    <message>
        <source>{left} characters left of {most}</source>
        <extracomment>{left}: how many more characters fit in a chat line; {most}: the most it can have.</extracomment>
        <translation>{left}/{most} merkkiä jäljellä</translation>
    </message>
    <message>
        <source>The table is out of reach: the talk waits until it is back</source>
        <translation>Pöytään ei saada yhteyttä: keskustelu odottaa, kunnes se palaa</translation>
    </message>
    <message>
        <source>Say something…</source>
        <translation>Sano jotain…</translation>
    </message>
    <message>
        <source>The host has muted you in the chat</source>
        <translation>Pöydän avaaja on mykistänyt sinut keskustelussa</translation>
    </message>
    <message>
        <source>Let {name} talk again</source>
        <translation>Anna pelaajan {name} puhua taas</translation>
    </message>
    <message>
        <source>Mute {name} in the chat</source>
        <translation>Mykistä {name} keskustelussa</translation>
    </message>
</context>
<context>
    <name>ContinuePanel</name>
    <message>
        <source>Continue</source>
        <translation>Kesken jääneet</translation>
    </message>
    <message>
        <source>You have a seat at %1 (joined %2)</source>
        <extracomment>%1 is the table&apos;s name, %2 when this app last joined its game.</extracomment>
        <translation>Sinulla on paikka: %1 (liityit %2)</translation>
    </message>
    <message>
        <source>You have a seat at %1</source>
        <translation>Sinulla on paikka: %1</translation>
    </message>
    <message>
        <source>&amp;Rejoin</source>
        <translation>&amp;Palaa</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>Unohda</translation>
    </message>
    <message>
        <source>A save that cannot be read (%1)</source>
        <translation>Tallennus, jota ei voi lukea (%1)</translation>
    </message>
    <message>
        <source>Resume %1 (before game %2 of %3, saved %4)</source>
        <extracomment>%1 is the table&apos;s name, %2 and %3 the game to come and the games planned, %4 the time saved.</extracomment>
        <translation>%1 (ennen peliä %2/%3, tallennettu %4)</translation>
    </message>
    <message>
        <source>Resume %1 (game %2 of %3, saved %4)</source>
        <extracomment>%1 is the table&apos;s name, %2 and %3 the game being played and the games planned, %4 the time saved.</extracomment>
        <translation>%1 (peli %2/%3, tallennettu %4)</translation>
    </message>
    <message>
        <source>With %1</source>
        <extracomment>Under a saved table: who sits there; %1 is their names, separated by commas.</extracomment>
        <translation>Pelaajat: %1</translation>
    </message>
    <message>
        <source>you hold 1 tile, %2 in the pool</source>
        <extracomment>After who sits at a saved table: how far its game is. %1 counts the player&apos;s tiles, %2 the pool&apos;s.</extracomment>
        <translation>sinulla 1 laatta, nostopinossa %2</translation>
    </message>
    <message>
        <source>you hold %1 tiles, %2 in the pool</source>
        <translation>sinulla %1 laattaa, nostopinossa %2</translation>
    </message>
    <message>
        <source>Re&amp;sume</source>
        <translation>&amp;Jatka</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Poista…</translation>
    </message>
    <message>
        <source>Delete the save?</source>
        <translation>Poistetaanko tallennus?</translation>
    </message>
    <message>
        <source>Delete the save of %1? The table cannot be resumed afterwards.</source>
        <translation>Poistetaanko tallennus: %1? Pöytää ei voi jatkaa sen jälkeen.</translation>
    </message>
</context>
<context>
    <name>DealStatus</name>
    <message>
        <source>seat {number}</source>
        <translation>paikka {number}</translation>
    </message>
    <message>
        <source>the host&apos;s secret is not the one it committed to before the deal</source>
        <translation>pöydän avaajan salaisuus ei ole se, johon se sitoutui ennen jakoa</translation>
    </message>
    <message>
        <source>the part of {name} is not the one committed to before the deal</source>
        <translation>pelaajan {name} osuus ei ole se, johon sitouduttiin ennen jakoa</translation>
    </message>
    <message>
        <source>your app&apos;s part was not used in the shuffle</source>
        <translation>sovelluksesi osuutta ei käytetty sekoituksessa</translation>
    </message>
    <message>
        <source>the shuffle chose another first player</source>
        <translation>sekoitus valitsi toisen aloittajan</translation>
    </message>
    <message>
        <source>your rack is not the one the shuffle dealt you</source>
        <translation>telineesi ei ole se, jonka sekoitus jakoi sinulle</translation>
    </message>
    <message>
        <source>a tile you drew ({tiles}) is not the shuffle&apos;s</source>
        <translation>nostamasi laatta ({tiles}) ei ole sekoituksen mukainen</translation>
    </message>
    <message>
        <source>the tiles of {name} are not those the shuffle dealt and they drew</source>
        <translation>pelaajan {name} laatat eivät ole ne, jotka sekoitus jakoi ja jotka hän nosti</translation>
    </message>
    <message>
        <source>this app was not there when the deal was sealed (it was restarted or joined late), so it could not check that the shuffle was fixed beforehand</source>
        <translation>tämä sovellus ei ollut mukana, kun jako sinetöitiin (se käynnistettiin uudelleen tai liittyi myöhässä), joten se ei voinut tarkistaa, että sekoitus oli lyöty lukkoon etukäteen</translation>
    </message>
    <message>
        <source>this app did not see your rack as it was dealt</source>
        <translation>tämä sovellus ei nähnyt telinettäsi sellaisena kuin se jaettiin</translation>
    </message>
    <message>
        <source>some draws were made before this app saw the game (it joined late, or the table was resumed from a save that kept fewer turns)</source>
        <translation>osa nostoista tehtiin ennen kuin tämä sovellus näki pelin (se liittyi myöhässä, tai pöytä jatkui tallennuksesta, jossa oli vähemmän vuoroja)</translation>
    </message>
    <message>
        <source>the table was resumed from a save that kept no commitment for this game</source>
        <translation>pöytää jatkettiin tallennuksesta, jossa ei ollut tämän pelin sitoumusta</translation>
    </message>
    <message>
        <source>this app did not see the game</source>
        <translation>tämä sovellus ei nähnyt peliä</translation>
    </message>
    <message>
        <source>the game&apos;s end did not reach this app</source>
        <translation>pelin loppu ei tullut tälle sovellukselle</translation>
    </message>
    <message>
        <source>Checking the deal…</source>
        <translation>Jakoa tarkistetaan…</translation>
    </message>
    <message>
        <source>⚠ The deal did not check out: {what}</source>
        <translation>⚠ Jako ei täsmännyt: {what}</translation>
    </message>
    <message>
        <source>The deal could not be checked: this app did not see the whole game</source>
        <translation>Jakoa ei voitu tarkistaa: tämä sovellus ei nähnyt koko peliä</translation>
    </message>
    <message>
        <source>Deal checked for the part of the game this app saw</source>
        <translation>Jako tarkistettu siltä osin kuin tämä sovellus näki pelin</translation>
    </message>
    <message>
        <source>Deal checked ✓: your app confirmed the shuffle was fair, nobody could choose the tiles</source>
        <extracomment>Said when this app&apos;s own check of the shuffle found everything in order; the words after the colon say what that means to a player who never heard of a checked deal.</extracomment>
        <translation>Jako tarkistettu ✓: sovelluksesi varmisti, että sekoitus oli reilu – kukaan ei voinut valita laattoja</translation>
    </message>
    <message>
        <source>What this app could not check: {why}.</source>
        <extracomment>{why} lists what this app could not check about a game&apos;s deal, separated by semicolons.</extracomment>
        <translation>Mitä tämä sovellus ei voinut tarkistaa: {why}.</translation>
    </message>
    <message>
        <source>Every app checks the shuffle itself once the game is over (F1, Rules and help: A fair deal)</source>
        <translation>Jokainen sovellus tarkistaa sekoituksen itse, kun peli on ohi (F1, Säännöt ja ohje: Reilu jako)</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Seat %1</source>
        <translation>Paikka %1</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Sinun vuorosi</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>Vuorossa on %1</translation>
    </message>
    <message>
        <source>Before your opening the sets on the board stay as they were: Undo, then lay sets from your rack or draw</source>
        <translation>Ennen ensimmäistä asetustasi pelilaudan yhdistelmät pysyvät ennallaan: Kumoa ja aseta sitten yhdistelmiä telineestäsi tai nosta laatta</translation>
    </message>
    <message>
        <source>You moved tiles but laid none from your rack: lay one, or Undo to draw</source>
        <translation>Siirsit laattoja mutta et pelannut yhtään telineestäsi: pelaa yksi, tai Kumoa ja nosta laatta</translation>
    </message>
    <message>
        <source>Lay the joker you won back in a set this turn</source>
        <translation>Aseta takaisin saamasi jokeri yhdistelmään tällä vuorolla</translation>
    </message>
    <message>
        <source>Ready: Finish meld (Ctrl+Enter) lays your last tiles: you go out and win</source>
        <extracomment>The move lays the player&apos;s last tiles: they go out and win the game.</extracomment>
        <translation>Valmis: Vahvista siirto (Ctrl+Enter) pelaa viimeiset laattasi: pääset ulos ja voitat</translation>
    </message>
    <message>
        <source>Ready: Finish meld (Ctrl+Enter) lays 1 tile, {points}</source>
        <extracomment>{points} is a number of points in words: &quot;7 points&quot;.</extracomment>
        <translation>Valmis: Vahvista siirto (Ctrl+Enter) pelaa 1 laatan, {points}</translation>
    </message>
    <message>
        <source>Ready: Finish meld (Ctrl+Enter) lays {count} tiles, {points}</source>
        <extracomment>{count} is the number of tiles laid (2 or more), {points} their value in words: &quot;45 points&quot;.</extracomment>
        <translation>Valmis: Vahvista siirto (Ctrl+Enter) pelaa {count} laattaa, {points}</translation>
    </message>
    <message>
        <source>The game is over: you won</source>
        <translation>Peli päättyi: voitit</translation>
    </message>
    <message>
        <source>The game is over: you share the win with %1</source>
        <translation>Peli päättyi: jaat voiton pelaajan %1 kanssa</translation>
    </message>
    <message>
        <source>The game is over: %1 won</source>
        <translation>Peli päättyi: %1 voitti</translation>
    </message>
    <message>
        <source>Your turn: open with sets worth {points} from your rack, or pass</source>
        <extracomment>{points} is the opening threshold in words: &quot;30 points&quot;. The pool is empty.</extracomment>
        <translation>Sinun vuorosi: tee ensimmäinen asetus telineesi laatoista, yhdistelmät yhteensä vähintään {points}, tai ohita</translation>
    </message>
    <message>
        <source>Your turn: open with sets worth {points} from your rack, or draw</source>
        <extracomment>{points} is the opening threshold in words: &quot;30 points&quot;.</extracomment>
        <translation>Sinun vuorosi: tee ensimmäinen asetus telineesi laatoista, yhdistelmät yhteensä vähintään {points}, tai nosta</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Mietitään…</translation>
    </message>
    <message>
        <source>No move found: draw a tile</source>
        <translation>Siirtoa ei löytynyt: nosta laatta</translation>
    </message>
    <message>
        <source>%1 closed the table.</source>
        <translation>%1 sulki pöydän.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>Pöydän avaaja sulki pöydän.</translation>
    </message>
    <message>
        <source>Every game of this table has been played.</source>
        <translation>Tämän pöydän kaikki pelit on pelattu.</translation>
    </message>
    <message>
        <source>If it is resumed, you can watch it again from the start screen.</source>
        <translation>Jos peliä jatketaan, voit katsoa sitä taas aloitusnäytöltä.</translation>
    </message>
    <message>
        <source>If it is resumed, you rejoin your seat by yourself.</source>
        <translation>Jos peliä jatketaan, palaat paikallesi itsestään.</translation>
    </message>
    <message>
        <source>The host is gone; waiting for it to come back.</source>
        <translation>Pöydän avaaja on poissa; odotetaan, että hän palaa.</translation>
    </message>
    <message>
        <source>The table is back</source>
        <translation>Pöytä on taas auki</translation>
    </message>
    <message>
        <source>The game waits until the table is back</source>
        <translation>Peli odottaa, kunnes pöytä on taas tavoitettavissa</translation>
    </message>
    <message>
        <source>The last move, marked in gold: %1</source>
        <extracomment>%1 is the last move&apos;s line of the turn log: &quot;Bot 2 laid Red 7, Red 8, Red 9&quot;.</extracomment>
        <translation>Viimeisin siirto, merkitty kullalla: %1</translation>
    </message>
    <message>
        <source>Marked on the board: %1</source>
        <extracomment>%1 is a line of the turn log: &quot;Bot 2 laid Red 7, Red 8, Red 9&quot;.</extracomment>
        <translation>Merkitty pelilaudalle: %1</translation>
    </message>
    <message>
        <source>%1 took the joker&apos;s place: lay the joker in a set this turn</source>
        <extracomment>%1 is the tile that took the joker&apos;s place (&quot;Red 10&quot;).</extracomment>
        <translation>%1 otti jokerin paikan: aseta jokeri yhdistelmään tällä vuorolla</translation>
    </message>
    <message>
        <source>No room for those tiles there: they went back</source>
        <translation>Laatoille ei ole siellä tilaa: ne palasivat takaisin</translation>
    </message>
    <message>
        <source>%1 took the joker&apos;s place, and the joker is in your set</source>
        <extracomment>%1 is the rack tile that took a joker&apos;s place (&quot;Red 10&quot;).</extracomment>
        <translation>%1 otti jokerin paikan, ja jokeri on yhdistelmässäsi</translation>
    </message>
    <message>
        <source>Your rack holds no opening of %1 points yet: draw a tile</source>
        <extracomment>%1 is the opening&apos;s points (30 by default).</extracomment>
        <translation>Telineessäsi ei vielä ole %1 pisteen ensimmäistä asetusta: nosta laatta</translation>
    </message>
    <message>
        <source>Your rack holds no opening of %1 points: pass</source>
        <translation>Telineessäsi ei ole %1 pisteen ensimmäistä asetusta: ohita vuoro</translation>
    </message>
    <message>
        <source>No move found: pass</source>
        <translation>Siirtoa ei löytynyt: ohita vuoro</translation>
    </message>
    <message>
        <source>Your move lays as many tiles as the best one: Finish meld (Ctrl+Enter)</source>
        <translation>Siirtosi asettaa yhtä monta laattaa kuin paras siirto: Vahvista siirto (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>A tile of the board is there: Apply hint (A) makes the whole move, Esc puts the hint away</source>
        <translation>Siinä on pelilaudan laatta: Käytä vihjettä (A) tekee koko siirron, Esc piilottaa vihjeen</translation>
    </message>
    <message>
        <source>The hint covers a tile of the board there: Apply hint (A) moves it, Esc puts the hint away</source>
        <extracomment>A tile of the board lies under a tile the hint shows; Apply hint moves it where the hint has it.</extracomment>
        <translation>Vihje peittää siinä pelilaudan laatan: Käytä vihjettä (A) siirtää sen, Esc piilottaa vihjeen</translation>
    </message>
    <message>
        <source>The lit cells are good places for the tiles you picked: click one, or drag them anywhere</source>
        <translation>Korostetut ruudut ovat hyviä paikkoja valitsemillesi laatoille: napsauta yhtä tai vedä laatat minne tahansa</translation>
    </message>
    <message>
        <source>The table is out of reach</source>
        <translation>Pöytään ei saada yhteyttä</translation>
    </message>
    <message>
        <source>You are watching this table</source>
        <translation>Katsot tätä pöytää</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Peli on päättynyt</translation>
    </message>
    <message>
        <source>Wait for your turn</source>
        <translation>Odota vuoroasi</translation>
    </message>
    <message>
        <source>Lay tiles on the board first</source>
        <translation>Aseta ensin laattoja pelilaudalle</translation>
    </message>
    <message>
        <source>Undo your changes before you draw</source>
        <translation>Kumoa muutoksesi ennen kuin nostat</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Ei kumottavaa</translation>
    </message>
    <message>
        <source>Nothing to step back</source>
        <translation>Ei peruttavaa</translation>
    </message>
    <message>
        <source>This table plays without hints</source>
        <translation>Tässä pöydässä pelataan ilman vihjeitä</translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <source>Message</source>
        <translation>Viesti</translation>
    </message>
    <message>
        <source>Back to the &amp;results</source>
        <translation>Takaisin t&amp;uloksiin</translation>
    </message>
    <message>
        <source>&amp;Apply hint</source>
        <translation>K&amp;äytä vihjettä</translation>
    </message>
    <message>
        <source>Make the hint this turn&apos;s changes: you can still change, finish or undo them (A)</source>
        <translation>Tee vihjeestä tämän vuoron muutokset: voit yhä muuttaa, viimeistellä tai perua ne (A)</translation>
    </message>
    <message>
        <source>Dism&amp;iss</source>
        <translation>Sulj&amp;e vihje</translation>
    </message>
    <message>
        <source>Put the hint away (Esc or H)</source>
        <translation>Piilota vihje (Esc tai H)</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>Pöytä</translation>
    </message>
    <message>
        <source>Back to the start screen</source>
        <translation>Takaisin aloitusnäyttöön</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Tapahtumat</translation>
    </message>
    <message>
        <source>Sort 789</source>
        <translation>Järjestä 789</translation>
    </message>
    <message>
        <source>Sort the rack by colour, then number (runs)</source>
        <translation>Järjestä teline värin ja sitten numeron mukaan (suorat)</translation>
    </message>
    <message>
        <source>Sort 777</source>
        <translation>Järjestä 777</translation>
    </message>
    <message>
        <source>Sort the rack by number, then colour (groups)</source>
        <translation>Järjestä teline numeron ja sitten värin mukaan (ryhmät)</translation>
    </message>
    <message>
        <source>Close &amp;gaps</source>
        <translation>Sulje &amp;raot</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Vihje</translation>
    </message>
    <message>
        <source>&amp;Meld…</source>
        <translation>&amp;Aseta…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Kumoa</translation>
    </message>
    <message>
        <source>&amp;Draw</source>
        <translation>&amp;Nosta</translation>
    </message>
    <message>
        <source>&amp;Finish meld</source>
        <translation>Vahvista &amp;siirto</translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <translation>P&amp;oistu</translation>
    </message>
    <message>
        <source>Pause timer</source>
        <translation>Pysäytä ajastin</translation>
    </message>
    <message>
        <source>A short sound when your turn begins, and a tick in its last ten seconds</source>
        <translation>Lyhyt ääni, kun vuorosi alkaa, ja tikitys sen viimeisinä kymmenenä sekuntina</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Ase&amp;tukset…</translation>
    </message>
    <message>
        <source>Language, sound, the bots&apos; pace, the theme and the tiles</source>
        <translation>Kieli, äänet, bottien tahti, teema ja laatat</translation>
    </message>
    <message>
        <source>Table talk</source>
        <translation>Pöytäpuhe</translation>
    </message>
    <message>
        <source>This table plays one game: its scores come with the results at its end</source>
        <translation>Tässä pöydässä pelataan yksi peli: sen pisteet tulevat tulosten kanssa pelin lopussa</translation>
    </message>
    <message>
        <source>Watching %1</source>
        <translation>Katsot: %1</translation>
    </message>
    <message>
        <source>You see the board and the players as they play; nobody&apos;s rack</source>
        <translation>Näet pelilaudan ja pelaajat heidän pelatessaan, et kenenkään telinettä</translation>
    </message>
    <message>
        <source>Stop watching and go back to the start screen</source>
        <translation>Lopeta katsominen ja palaa aloitusnäkymään</translation>
    </message>
    <message>
        <source>Slide the tiles over the gaps the tiles you laid left</source>
        <translation>Sulje raot, jotka pelilaudalle pelaamasi laatat jättivät telineeseen</translation>
    </message>
    <message>
        <source>See the &amp;board</source>
        <translation>Katso &amp;pelilautaa</translation>
    </message>
    <message>
        <source>Click to mark this move&apos;s tiles on the board</source>
        <translation>Napsauta, niin tämän siirron laatat merkitään pelilaudalle</translation>
    </message>
    <message>
        <source>Sound: on</source>
        <translation>Äänet: päällä</translation>
    </message>
    <message>
        <source>Sound: off</source>
        <translation>Äänet: pois</translation>
    </message>
    <message>
        <source>Resume timer</source>
        <translation>Jatka ajastinta</translation>
    </message>
    <message>
        <source>Start the turn clock again for everyone</source>
        <translation>Käynnistää vuoron kellon taas kaikille</translation>
    </message>
    <message>
        <source>Stop the turn clock for everyone (only the host can)</source>
        <translation>Pysäyttää vuoron kellon kaikilta (vain pöydän avaaja voi)</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Ääni</translation>
    </message>
    <message>
        <source>Rules and help</source>
        <translation>Säännöt ja ohje</translation>
    </message>
    <message>
        <source>The rules and every control of the game (F1)</source>
        <translation>Säännöt ja kaikki pelin painikkeet (F1)</translation>
    </message>
    <message>
        <source>Closes the gaps that tiles you lay on the board leave in your rack; the gaps you make yourself stay</source>
        <translation>Sulkee aukot, jotka pelilaudalle asettamasi laatat jättävät telineeseesi; itse tekemäsi aukot säilyvät</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>O&amp;hita</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>How to play Rummi</source>
        <translation>Näin pelaat Rummia</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Säännöt</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>d MMM yyyy, HH:mm</source>
        <extracomment>A date and time as Qt&apos;s QLocale.toString patterns write it (d day, M month number, MMM month&apos;s short name, yyyy year, HH/H hour, mm minutes; text in single quotes is kept). Say the month so that it cannot be read as the day.</extracomment>
        <translation>d.M.yyyy &apos;klo&apos; H.mm</translation>
    </message>
    <message>
        <source>HH:mm</source>
        <extracomment>The time of day alone, as in the date-and-time pattern above (HH/H hour, mm minutes).</extracomment>
        <translation>H.mm</translation>
    </message>
</context>
<context>
    <name>HistoryFlow</name>
    <message>
        <source>Past games</source>
        <translation>Aiemmat pelit</translation>
    </message>
    <message>
        <source>Past games cannot be opened here.</source>
        <translation>Aiempia pelejä ei voi avata tällä koneella.</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Uusinta</translation>
    </message>
    <message>
        <source>%1, ended %2</source>
        <translation>%1, päättyi %2</translation>
    </message>
    <message>
        <source>%1, game %2</source>
        <translation>%1, peli %2</translation>
    </message>
</context>
<context>
    <name>HistoryScreen</name>
    <message>
        <source>Past games</source>
        <translation>Aiemmat pelit</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Pöytä</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Pelaajat</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Voittaja</translation>
    </message>
    <message>
        <source>Started / ended</source>
        <translation>Alkoi / päättyi</translation>
    </message>
    <message>
        <source>Your score</source>
        <translation>Pisteesi</translation>
    </message>
    <message>
        <source>Past tables and games</source>
        <translation>Aiemmat pöydät ja pelit</translation>
    </message>
    <message>
        <source>A table shows when it started, each game when it ended</source>
        <translation>Pöydän rivillä on sen alkamisaika, pelin rivillä pelin päättymisaika</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Pelaaja</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Pelit</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Voitot</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Keskiarvo</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Paras</translation>
    </message>
    <message>
        <source>Players you have played with</source>
        <translation>Pelaajat, joiden kanssa olet pelannut</translation>
    </message>
    <message>
        <source>Your score over your last games</source>
        <translation>Pisteesi viimeisissä peleissäsi</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Uusinta</translation>
    </message>
    <message>
        <source>Your re&amp;view</source>
        <translation>Oma ar&amp;vio</translation>
    </message>
    <message>
        <source>&amp;Delete table…</source>
        <translation>&amp;Poista pöytä…</translation>
    </message>
    <message>
        <source>Delete &amp;everything…</source>
        <translation>Poista &amp;kaikki…</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Takaisin</translation>
    </message>
    <message>
        <source>hosted</source>
        <translation>isännöity</translation>
    </message>
    <message>
        <source>joined</source>
        <translation>liitytty</translation>
    </message>
    <message>
        <source>%1 of %2 games</source>
        <extracomment>A round that is not over: %1 games of its %2 are over (&quot;2 of 4 games&quot;).</extracomment>
        <translation>%1/%2 peliä</translation>
    </message>
    <message>
        <source>started %1</source>
        <translation>alkoi %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n peli</numerusform>
            <numerusform>%n peliä</numerusform>
        </translation>
    </message>
    <message>
        <source>ended %1</source>
        <translation>päättyi %1</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Poista</translation>
    </message>
    <message numerus="yes">
        <source>Forget every kept table and its games (%n game(s) in all)? This cannot be undone.</source>
        <translation>
            <numerusform>Unohdetaanko kaikki tallessa olevat pöydät ja niiden pelit (yhteensä %n peli)? Tätä ei voi perua.</numerusform>
            <numerusform>Unohdetaanko kaikki tallessa olevat pöydät ja niiden pelit (yhteensä %n peliä)? Tätä ei voi perua.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete everything</source>
        <translation>Poista kaikki</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Peli %1</translation>
    </message>
    <message>
        <source>No finished games yet: every game you play or host is kept here once it ends.</source>
        <translation>Ei vielä päättyneitä pelejä: jokainen pelaamasi tai isännöimäsi peli tallentuu tänne, kun se päättyy.</translation>
    </message>
    <message>
        <source>The round is not over: %1 of its %2 games are kept here. A table you can still resume is on the start screen.</source>
        <translation>Kierros ei ole päättynyt: sen %2 pelistä %1 on tallessa täällä. Pöytä, jota voi vielä jatkaa, on aloitusnäytöllä.</translation>
    </message>
    <message>
        <source>not over yet</source>
        <translation>ei vielä päättynyt</translation>
    </message>
    <message>
        <source>This game is not over: it is kept here, to replay and review, once it ends. A table you can still resume is on the start screen.</source>
        <translation>Tämä peli ei ole päättynyt: se tallentuu tänne uusintaa ja arviota varten, kun se päättyy. Pöytä, jota voi vielä jatkaa, on aloitusnäytöllä.</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (sinä)</translation>
    </message>
    <message>
        <source>Bots</source>
        <extracomment>The bots of games kept before their levels were: each table&apos;s &quot;Bot 1&quot; was another bot.</extracomment>
        <translation>Botit</translation>
    </message>
    <message>
        <source>Bots, %1</source>
        <extracomment>The bots of one level, as a line of the players&apos; statistics: &quot;Bots, Hard&quot;.</extracomment>
        <translation>Botit, %1</translation>
    </message>
    <message>
        <source>This game is not over yet: it is kept here, to replay and review, once it ends.</source>
        <translation>Tämä peli ei ole vielä päättynyt: se tallentuu tänne uusintaa ja arviota varten, kun se päättyy.</translation>
    </message>
    <message>
        <source>Choose one of the table&apos;s games to replay it or read your review.</source>
        <translation>Valitse jokin pöydän peleistä nähdäksesi sen uusintana tai lukeaksesi arviosi.</translation>
    </message>
    <message>
        <source>No game of this table is over yet: each is kept here, to replay and review, once it ends.</source>
        <translation>Yksikään tämän pöydän peli ei ole vielä päättynyt: kukin tallentuu tänne uusintaa ja arviota varten, kun se päättyy.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>Forget the table %1 and its %n kept game(s)? This cannot be undone.</source>
        <translation>
            <numerusform>Unohdetaanko pöytä %1 ja sen %n tallessa oleva peli? Tätä ei voi perua.</numerusform>
            <numerusform>Unohdetaanko pöytä %1 ja sen %n tallessa olevaa peliä? Tätä ei voi perua.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete table?</source>
        <translation>Poistetaanko pöytä?</translation>
    </message>
    <message>
        <source>Delete everything?</source>
        <translation>Poistetaanko kaikki?</translation>
    </message>
</context>
<context>
    <name>LanguageBox</name>
    <message>
        <source>Language</source>
        <translation>Kieli</translation>
    </message>
    <message>
        <source>The language of the window; it changes at once</source>
        <translation>Ikkunan kieli; se vaihtuu heti</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Järjestelmän kieli</translation>
    </message>
</context>
<context>
    <name>LengthBox</name>
    <message>
        <source>One game</source>
        <translation>Yksi peli</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s): %1 games</source>
        <extracomment>A table&apos;s length: %n rounds of one game per player; %1 is how many games that makes.</extracomment>
        <translation>
            <numerusform>%n kierros: %1 peliä</numerusform>
            <numerusform>%n kierrosta: %1 peliä</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LobbyScreen</name>
    <message>
        <source>Easy</source>
        <translation>Helppo</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Tavallinen</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Vaikea</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Asiantuntija</translation>
    </message>
    <message>
        <source>Lays sets from its own rack only, and sometimes draws instead</source>
        <translation>Asettaa vain omista laatoistaan tehtyjä yhdistelmiä ja nostaa joskus sen sijaan</translation>
    </message>
    <message>
        <source>Also adds to the board&apos;s sets and splits runs</source>
        <translation>Lisää myös pelilaudan yhdistelmiin ja jakaa suoria</translation>
    </message>
    <message>
        <source>Lays the most tiles it can, rearranging the whole board</source>
        <translation>Asettaa niin monta laattaa kuin voi ja järjestää koko pelilaudan uudelleen</translation>
    </message>
    <message>
        <source>Holds its tiles while the pool lasts, then lays its whole rack at once</source>
        <translation>Pitää laattansa niin kauan kuin nostopinoa riittää ja asettaa sitten kaikki kerralla</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopioi</translation>
    </message>
    <message>
        <source>Scan to join</source>
        <translation>Skannaa ja liity</translation>
    </message>
    <message>
        <source>On Windows, allow Rummi through the firewall when asked, so that others can join.</source>
        <translation>Jos Windows kysyy, päästä Rummi palomuurin läpi, jotta muut voivat liittyä.</translation>
    </message>
    <message>
        <source>On a Mac, allow Rummi to use the local network when asked, so that others can find and join your table (System Settings, Privacy &amp; Security, Local Network).</source>
        <translation>Jos Mac kysyy, salli Rummin käyttää paikallisverkkoa, jotta muut löytävät pöytäsi ja voivat liittyä (Järjestelmäasetukset, Tietosuoja ja turvallisuus, Paikallisverkko).</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Paikat</translation>
    </message>
    <message>
        <source>Add &amp;bot</source>
        <translation>Lisää &amp;botti</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Käytössä</translation>
    </message>
    <message>
        <source>Turn timer on</source>
        <translation>Vuoroajastin käytössä</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Seconds a turn</source>
        <translation>Sekuntia vuorossa</translation>
    </message>
    <message>
        <source>Official penalty</source>
        <translation>Virallinen rangaistus</translation>
    </message>
    <message>
        <source>Draw three if time runs out after moving board tiles</source>
        <translation>Nosta kolme, jos aika loppuu pelilaudan laattojen siirtelyn jälkeen</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Pituus</translation>
    </message>
    <message>
        <source>A round is one game per player; each player starts one</source>
        <translation>Kierros on yksi peli pelaajaa kohden; kukin pelaaja aloittaa yhden</translation>
    </message>
    <message>
        <source>Hints allowed</source>
        <translation>Vihjeet sallittu</translation>
    </message>
    <message>
        <source>No PIN</source>
        <translation>Ei PIN-koodia</translation>
    </message>
    <message>
        <source>A bot plays for a player who drops out</source>
        <translation>Botti pelaa pudonneen pelaajan puolesta</translation>
    </message>
    <message>
        <source>After a minute away, a bot plays their turns; they get the seat back the moment they rejoin</source>
        <translation>Minuutin poissaolon jälkeen botti pelaa pelaajan vuorot; hän saa paikkansa takaisin heti palattuaan</translation>
    </message>
    <message>
        <source>Level of the bot that plays for a player who drops out</source>
        <translation>Pudonneen pelaajan puolesta pelaavan botin taso</translation>
    </message>
    <message>
        <source>Table options</source>
        <translation>Pöydän asetukset</translation>
    </message>
    <message>
        <source>Bots</source>
        <translation>Botit</translation>
    </message>
    <message>
        <source>Turn timer</source>
        <translation>Vuoroajastin</translation>
    </message>
    <message>
        <source>Opening points</source>
        <translation>Ensimmäisen asetuksen pisteet</translation>
    </message>
    <message>
        <source>Join PIN</source>
        <translation>PIN-koodi</translation>
    </message>
    <message>
        <source>Watching</source>
        <translation>Katsojat</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Aloita</translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <translation>P&amp;oistu</translation>
    </message>
    <message>
        <source>Waiting for the host to start the game…</source>
        <translation>Odotetaan, että pöydän avaaja aloittaa pelin…</translation>
    </message>
    <message>
        <source>Table options (the host sets them)</source>
        <translation>Pöydän asetukset (isäntä valitsee ne)</translation>
    </message>
    <message>
        <source>You are watching. The host can give you a free seat; the game shows here when it starts.</source>
        <translation>Katsot peliä. Isäntä voi antaa sinulle vapaan paikan; peli näkyy tässä, kun se alkaa.</translation>
    </message>
    <message>
        <source>Others can join at %1</source>
        <translation>Muut voivat liittyä osoitteella %1</translation>
    </message>
    <message>
        <source>Only this computer can join, at %1</source>
        <translation>Vain tämä tietokone voi liittyä, osoitteella %1</translation>
    </message>
    <message>
        <source>No network yet: start Wi-Fi or a hotspot</source>
        <translation>Ei vielä verkkoa: käynnistä Wi-Fi tai yhteyspiste</translation>
    </message>
    <message>
        <source>Someone is guessing this table&apos;s PIN (tries so far: %1). Each try now waits longer; players who know the PIN still get in.</source>
        <translation>Joku arvailee tämän pöydän PIN-koodia (yrityksiä tähän mennessä: %1). Jokainen yritys odottaa nyt pidempään; PIN-koodin tietävät pelaajat pääsevät silti sisään.</translation>
    </message>
    <message>
        <source>Copied ✓</source>
        <translation>Kopioitu ✓</translation>
    </message>
    <message>
        <source>Give a seat</source>
        <translation>Anna paikka</translation>
    </message>
    <message>
        <source>Give %1 a seat</source>
        <translation>Anna paikka pelaajalle %1</translation>
    </message>
    <message>
        <source>Free a seat first (fewer bots, or more seats)</source>
        <translation>Vapauta ensin paikka (vähemmän botteja tai enemmän paikkoja)</translation>
    </message>
    <message>
        <source>Fill every seat with a player or a bot first</source>
        <translation>Täytä ensin kaikki paikat pelaajilla tai boteilla</translation>
    </message>
    <message>
        <source>Every seat is taken: raise Seats to add a bot</source>
        <translation>Kaikki paikat on varattu: lisää paikkoja (Paikat), niin voit lisätä botin</translation>
    </message>
</context>
<context>
    <name>MeldDialog</name>
    <message>
        <source>Meld</source>
        <translation>Aseta yhdistelmä</translation>
    </message>
    <message>
        <source>Choose tiles from your rack</source>
        <translation>Valitse laatat telineestäsi</translation>
    </message>
    <message>
        <source>Arrow keys move, Space picks a tile, Enter melds, Esc closes.</source>
        <translation>Nuolinäppäimet liikkuvat, välilyönti valitsee laatan, Enter asettaa ja Esc sulkee.</translation>
    </message>
    <message>
        <source>Your opening: new sets from your rack worth {threshold} in all ({laid} laid so far). Sets on the board can be added to after it.</source>
        <extracomment>{threshold} is the opening threshold in words (&quot;30 points&quot;), {laid} what the sets laid this turn are worth so far (&quot;0 points&quot;).</extracomment>
        <translation>Ensimmäinen asetuksesi: uusia yhdistelmiä telineestäsi yhteensä vähintään {threshold} (tähän mennessä asetettu {laid}). Pöydän yhdistelmiin voi lisätä vasta sen jälkeen.</translation>
    </message>
    <message>
        <source>Your rack</source>
        <translation>Telineesi</translation>
    </message>
    <message>
        <source>tile {index} of {count}</source>
        <extracomment>Said after a tile&apos;s name by screen readers: &quot;Red 7, tile 3 of 14&quot;.</extracomment>
        <translation>laatta {index}/{count}</translation>
    </message>
    <message>
        <source>Your rack is empty.</source>
        <translation>Telineesi on tyhjä.</translation>
    </message>
    <message>
        <source>Jokers you can take from the board</source>
        <translation>Jokerit, jotka voit ottaa pelilaudalta</translation>
    </message>
    <message>
        <source>Joker lying on the board</source>
        <translation>Pelilaudalla irrallaan oleva jokeri</translation>
    </message>
    <message>
        <source>Joker as %1 on the board: your %1 takes its place</source>
        <extracomment>%1 is the tile the joker stands for in its set on the board (&quot;Red 10&quot;).</extracomment>
        <translation>Jokeri (%1) pelilaudalla: sinun %1 tulee sen paikalle</translation>
    </message>
    <message>
        <source>&amp;Lay them as</source>
        <translation>&amp;Aseta laatat</translation>
    </message>
    <message>
        <source>Lay them as</source>
        <translation>Aseta laatat</translation>
    </message>
    <message>
        <source>The set as it will be laid</source>
        <translation>Yhdistelmä sellaisena kuin se asetetaan</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Tila</translation>
    </message>
    <message>
        <source>&amp;Meld</source>
        <translation>Aseta &amp;pöytään</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Peru</translation>
    </message>
    <message>
        <source>New set</source>
        <translation>Uusi yhdistelmä</translation>
    </message>
    <message>
        <source>takes the joker&apos;s place on the board</source>
        <translation>tulee pelilaudalla jokerin paikalle</translation>
    </message>
    <message>
        <source>Your %1 takes the joker&apos;s place in %2</source>
        <extracomment>%1 is the rack tile taking a joker&apos;s place, %2 the set&apos;s tiles it goes into (&quot;Red 8, Red 9, Red 10&quot;).</extracomment>
        <translation>Sinun %1 tulee jokerin paikalle: %2</translation>
    </message>
    <message>
        <source>Adds to the set: {set}</source>
        <extracomment>{set} is the extended set with its value: &quot;Run: Red 6, Red 7, Red 8 — 21 points&quot;.</extracomment>
        <translation>Lisätään yhdistelmään: {set}</translation>
    </message>
    <message>
        <source>Pick tiles for a new set.</source>
        <translation>Valitse laatat uuteen yhdistelmään.</translation>
    </message>
    <message>
        <source>Pick tiles to add to {set}.</source>
        <extracomment>{set} is a set on the board in words.</extracomment>
        <translation>Valitse laatat, jotka lisätään tähän: {set}.</translation>
    </message>
    <message>
        <source>Your opening with it: {total}, enough to open</source>
        <extracomment>{total} is what the opening is worth with this set in words (&quot;34 points&quot;).</extracomment>
        <translation>Ensimmäinen asetuksesi tämän kanssa: {total}, riittää</translation>
    </message>
    <message>
        <source>Your opening with it: {total} of {threshold} points</source>
        <extracomment>{total} is what the opening is worth with this set, {threshold} what it needs (30 by default).</extracomment>
        <translation>Ensimmäinen asetuksesi tämän kanssa: {total}/{threshold} pistettä</translation>
    </message>
</context>
<context>
    <name>MoveBoard</name>
    <message>
        <source>Before: the sets on the board the move changes</source>
        <translation>Ennen: pelilaudan yhdistelmät, joita siirto muuttaa</translation>
    </message>
    <message>
        <source>After the better move (tiles from your rack outlined)</source>
        <translation>Paremman siirron jälkeen (telineesi laatat korostettuina)</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Ennen</translation>
    </message>
    <message>
        <source>After the better move</source>
        <translation>Paremman siirron jälkeen</translation>
    </message>
</context>
<context>
    <name>PinDialog</name>
    <message>
        <source>Watch %1</source>
        <translation>Katso: %1</translation>
    </message>
    <message>
        <source>Join %1</source>
        <translation>Liity: %1</translation>
    </message>
    <message>
        <source>%1 needs a PIN. Ask the host for it.</source>
        <translation>%1 vaatii PIN-koodin. Kysy sitä pöydän avaajalta.</translation>
    </message>
    <message>
        <source>Wrong PIN. Try again.</source>
        <translation>Väärä PIN-koodi. Yritä uudelleen.</translation>
    </message>
    <message>
        <source>Too many wrong PINs were tried at this table. You can try again in %1 s.</source>
        <translation>Tähän pöytään on kokeiltu liian monta väärää PIN-koodia. Voit yrittää uudelleen %1 sekunnin kuluttua.</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN-koodi</translation>
    </message>
    <message>
        <source>&amp;PIN:</source>
        <translation>&amp;PIN-koodi:</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>&amp;Katso</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Liity</translation>
    </message>
    <message>
        <source>You can try the PIN again now.</source>
        <translation>Voit nyt kokeilla PIN-koodia uudelleen.</translation>
    </message>
</context>
<context>
    <name>PlayerEntry</name>
    <message>
        <source>Right-click (or press the Menu key) to give this seat to a bot</source>
        <translation>Napsauta hiiren oikealla painikkeella (tai paina valikkonäppäintä) antaaksesi tämän paikan botille</translation>
    </message>
</context>
<context>
    <name>PlayersBar</name>
    <message>
        <source>Score book</source>
        <translation>Pistekirja</translation>
    </message>
    <message>
        <source>The scores of the games played so far, and the standing (B)</source>
        <translation>Tähän asti pelattujen pelien pisteet ja tilanne (B)</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Paikka %1</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (sinä)</translation>
    </message>
    <message>
        <source>(away)</source>
        <translation>(poissa)</translation>
    </message>
    <message>
        <source>(away, bot playing)</source>
        <translation>(poissa, botti pelaa)</translation>
    </message>
    <message>
        <source>, away, a bot plays for them</source>
        <translation>, poissa, botti pelaa hänen puolestaan</translation>
    </message>
    <message>
        <source>, away</source>
        <translation>, poissa</translation>
    </message>
    <message>
        <source>%1, %2 tiles%3%4</source>
        <translation>%1, %2 laattaa%3%4</translation>
    </message>
    <message>
        <source>, opened</source>
        <translation>, ensimmäinen asetus tehty</translation>
    </message>
    <message>
        <source>, playing now</source>
        <translation>, vuorossa</translation>
    </message>
    <message>
        <source>, total %1</source>
        <extracomment>Read out after a player&apos;s tiles: their running total of the round.</extracomment>
        <translation>, yhteensä %1</translation>
    </message>
    <message>
        <source>Pool %1</source>
        <translation>Nostopino %1</translation>
    </message>
    <message>
        <source>Game %1 / %2</source>
        <translation>Peli %1 / %2</translation>
    </message>
    <message>
        <source>%1&apos;s seat</source>
        <translation>Pelaajan %1 paikka</translation>
    </message>
    <message>
        <source>Give seat to a bot</source>
        <translation>Anna paikka botille</translation>
    </message>
</context>
<context>
    <name>Proposal</name>
    <message>
        <source>; back to your rack: {tiles}</source>
        <extracomment>Added to a hint that does without tiles the player laid this turn: {tiles} return to the rack.</extracomment>
        <translation>; takaisin telineeseesi: {tiles}</translation>
    </message>
    <message>
        <source>Hint: keep the tiles you laid, rearranging the board into the set shown</source>
        <extracomment>A hint that keeps the tiles laid this turn, lays no more and changes one set (shown).</extracomment>
        <translation>Vihje: pidä asettamasi laatat ja järjestä pelilauta näytetyksi yhdistelmäksi</translation>
    </message>
    <message>
        <source>Hint: keep the tiles you laid, rearranging the board into the {count} sets shown</source>
        <extracomment>A hint that keeps the tiles laid this turn and lays no more; {count} sets change (shown).</extracomment>
        <translation>Vihje: pidä asettamasi laatat ja järjestä pelilauta {count} näytetyksi yhdistelmäksi</translation>
    </message>
    <message>
        <source>Hint: with the tiles you laid, play {tiles}, rearranging the board into the set shown</source>
        <extracomment>{tiles}: rack tiles to lay besides those laid already this turn; one set changes (shown).</extracomment>
        <translation>Vihje: asettamiesi laattojen lisäksi pelaa {tiles} ja järjestä pelilauta näytetyksi yhdistelmäksi</translation>
    </message>
    <message>
        <source>Hint: with the tiles you laid, play {tiles}, rearranging the board into the {count} sets shown</source>
        <extracomment>{tiles}: rack tiles to lay besides those laid already this turn; {count} sets change (shown).</extracomment>
        <translation>Vihje: asettamiesi laattojen lisäksi pelaa {tiles} ja järjestä pelilauta {count} näytetyksi yhdistelmäksi</translation>
    </message>
    <message>
        <source>Hint: play {tiles}, rearranging the board into the set shown</source>
        <extracomment>{tiles} lists the rack tiles the hint lays; it changes one set (shown on the board).</extracomment>
        <translation>Vihje: pelaa {tiles} ja järjestä pelilauta näytetyksi yhdistelmäksi</translation>
    </message>
    <message>
        <source>Hint: play {tiles}, rearranging the board into the {count} sets shown</source>
        <extracomment>{tiles} lists the rack tiles the hint lays; {count} is how many sets it changes (shown on the board).</extracomment>
        <translation>Vihje: pelaa {tiles} ja järjestä pelilauta {count} näytetyksi yhdistelmäksi</translation>
    </message>
    <message>
        <source>Hint: open with {sets}</source>
        <extracomment>{sets} lists the new sets in words, separated by semicolons.</extracomment>
        <translation>Vihje: tee ensimmäinen asetus yhdistelmillä {sets}</translation>
    </message>
    <message>
        <source>Hint: lay {sets} as new sets</source>
        <translation>Vihje: pelaa uusiksi yhdistelmiksi {sets}</translation>
    </message>
    <message>
        <source>Hint: lay {sets} as a new set</source>
        <translation>Vihje: pelaa uudeksi yhdistelmäksi {sets}</translation>
    </message>
    <message>
        <source>{tiles} to {set}</source>
        <extracomment>A hint&apos;s part: tiles added to a group on the board (a group has no ends). {tiles}: tiles; {set}: the set.</extracomment>
        <translation>{tiles} yhdistelmään {set}</translation>
    </message>
    <message>
        <source>{front} before and {back} after {set}</source>
        <extracomment>A hint&apos;s part: tiles added at both ends of a set. {front}, {back}: tiles; {set}: the set as it is.</extracomment>
        <translation>{front} yhdistelmän eteen ja {back} sen perään: {set}</translation>
    </message>
    <message>
        <source>{front} before {set}</source>
        <translation>{front} yhdistelmän eteen: {set}</translation>
    </message>
    <message>
        <source>{back} after {set}</source>
        <translation>{back} yhdistelmän perään: {set}</translation>
    </message>
    <message>
        <source>and lay {sets}</source>
        <extracomment>A hint&apos;s part: {sets} are new sets laid beside the additions.</extracomment>
        <translation>ja pelaa {sets}</translation>
    </message>
    <message>
        <source>Hint: add {parts}</source>
        <extracomment>A hint that moves no board tile. {parts} lists what goes where, separated by semicolons: &quot;Blue 4 after Run: Blue 1, Blue 2, Blue 3; Red 9 to Group: Black 9, Blue 9, Orange 9&quot;.</extracomment>
        <translation>Vihje: lisää {parts}</translation>
    </message>
</context>
<context>
    <name>QrCode</name>
    <message>
        <source>Join code</source>
        <translation>Liittymiskoodi</translation>
    </message>
    <message>
        <source>Scan to join: %1</source>
        <translation>Skannaa ja liity: %1</translation>
    </message>
</context>
<context>
    <name>ReplayScreen</name>
    <message>
        <source>Seat %1</source>
        <translation>Paikka %1</translation>
    </message>
    <message>
        <source>This app&apos;s copy begins at turn %1; %2 plays next</source>
        <extracomment>%1 is the turn the copy of the game begins at, %2 the player whose turn it was then.</extracomment>
        <translation>Tämän sovelluksen kopio alkaa vuorosta %1; seuraavaksi pelaa %2</translation>
    </message>
    <message>
        <source>The tiles are dealt; %1 begins</source>
        <translation>Laatat on jaettu; %1 aloittaa</translation>
    </message>
    <message>
        <source>Some turns went by while the connection was down</source>
        <translation>Joitakin vuoroja meni ohi yhteyden ollessa poikki</translation>
    </message>
    <message>
        <source>none: went out</source>
        <extracomment>In a replay, the rack of the player who went out: no tiles left (as the results say it).</extracomment>
        <translation>ei yhtään: tyhjensi telineen</translation>
    </message>
    <message>
        <source>%1 hidden tiles</source>
        <translation>%1 piilotettua laattaa</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Tapahtumat</translation>
    </message>
    <message>
        <source>First turn</source>
        <translation>Ensimmäinen vuoro</translation>
    </message>
    <message>
        <source>◀ &amp;Previous</source>
        <translation>◀ &amp;Edellinen</translation>
    </message>
    <message>
        <source>&amp;Next ▶</source>
        <translation>&amp;Seuraava ▶</translation>
    </message>
    <message>
        <source>Last turn</source>
        <translation>Viimeinen vuoro</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Vuoro</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Loppu</translation>
    </message>
    <message>
        <source>Your &amp;review</source>
        <translation>Oma &amp;arvio</translation>
    </message>
    <message>
        <source>Choose a player to review their turns</source>
        <translation>Valitse pelaaja, jonka vuorot arvioidaan</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Takaisin</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Jako</translation>
    </message>
    <message>
        <source>Turn %1 of %2</source>
        <translation>Vuoro %1/%2</translation>
    </message>
    <message>
        <source>%1 — Rummi replay</source>
        <translation>%1 — Rummin uusinta</translation>
    </message>
</context>
<context>
    <name>ResultsView</name>
    <message>
        <source>Results of the game</source>
        <translation>Pelin tulokset</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message numerus="yes">
        <source>you could have opened with %n tile(s): %1</source>
        <translation>
            <numerusform>olisit voinut avata %n laatalla: %1</numerusform>
            <numerusform>olisit voinut avata %n laatalla: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you could have laid %n tile(s): %1</source>
        <translation>
            <numerusform>olisit voinut pelata %n laatan: %1</numerusform>
            <numerusform>olisit voinut pelata %n laattaa: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other set(s) rearranged</source>
        <extracomment>The last part of a better move: the sets it changes with no tile of the rack (drawn below).</extracomment>
        <translation>
            <numerusform>%n muu yhdistelmä järjestetty uudelleen</numerusform>
            <numerusform>%n muuta yhdistelmää järjestetty uudelleen</numerusform>
        </translation>
    </message>
    <message>
        <source>the run %1</source>
        <translation>suoraan %1</translation>
    </message>
    <message>
        <source>the group %1</source>
        <translation>ryhmään %1</translation>
    </message>
    <message>
        <source>the set %1</source>
        <translation>yhdistelmään %1</translation>
    </message>
    <message>
        <source>%1 as a new set</source>
        <translation>%1 uutena yhdistelmänä</translation>
    </message>
    <message>
        <source>%1 onto %2</source>
        <translation>%1 lisättynä %2</translation>
    </message>
    <message>
        <source>%1 in place of the joker in %2, winning the joker back</source>
        <translation>%1 jokerin paikalle yhdistelmään %2, jolloin jokeri vapautuu</translation>
    </message>
    <message>
        <source>%1 in a new set with %2 taken from another set</source>
        <translation>%1 uuteen yhdistelmään, johon siirretään %2 toisesta yhdistelmästä</translation>
    </message>
    <message>
        <source>%1 in a new set with %2 taken from other sets</source>
        <translation>%1 uuteen yhdistelmään, johon siirretään %2 muista yhdistelmistä</translation>
    </message>
    <message>
        <source>you drew</source>
        <translation>nostit laatan</translation>
    </message>
    <message>
        <source>you passed</source>
        <translation>ohitit vuoron</translation>
    </message>
    <message>
        <source>your time ran out</source>
        <translation>aikasi loppui</translation>
    </message>
    <message>
        <source>you laid %1</source>
        <translation>pelasit %1</translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>Between the parts of the better move: &quot;Red 5 as a new set; Blue 2 onto the run Blue 3–6&quot;.</extracomment>
        <translation>; </translation>
    </message>
    <message>
        <source>Turn %1: %2, but %3</source>
        <translation>Vuoro %1: %2, mutta %3</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Your review</source>
        <translation>Oma arvio</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>Working out your review…</source>
        <translation>Arviota lasketaan…</translation>
    </message>
    <message>
        <source>Turns that could have gone better</source>
        <translation>Vuorot, jotka olisivat voineet mennä paremmin</translation>
    </message>
    <message>
        <source>The better move</source>
        <translation>Parempi siirto</translation>
    </message>
    <message>
        <source>Your review could not be worked out for this game.</source>
        <translation>Tämän pelin arviota ei saatu laskettua.</translation>
    </message>
    <message>
        <source>Well played: on every turn you laid as many tiles as could be laid.</source>
        <translation>Hyvin pelattu: pelasit joka vuorolla niin monta laattaa kuin oli mahdollista.</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s) where you could have laid more tiles:</source>
        <translation>
            <numerusform>%n vuoro, jolla olisit voinut pelata enemmän laattoja:</numerusform>
            <numerusform>%n vuoroa, joilla olisit voinut pelata enemmän laattoja:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreBookDialog</name>
    <message>
        <source>Score book</source>
        <translation>Pistekirja</translation>
    </message>
</context>
<context>
    <name>ScoreBookPanel</name>
    <message>
        <source>{names} and {last}</source>
        <extracomment>Joins names: {names} are all but the last, comma-separated; {last} is the last (&quot;Anna, Ville and Timo&quot;).</extracomment>
        <translation>{names} ja {last}</translation>
    </message>
    <message>
        <source>This game&apos;s result</source>
        <translation>Tämän pelin tulos</translation>
    </message>
    <message>
        <source>Score book</source>
        <translation>Pistekirja</translation>
    </message>
    <message>
        <source>Waiting for the host to start the next game</source>
        <translation>Odotetaan, että pöydän avaaja aloittaa seuraavan pelin</translation>
    </message>
    <message>
        <source>&amp;Next game</source>
        <translation>&amp;Seuraava peli</translation>
    </message>
    <message>
        <source>&amp;Leave table</source>
        <translation>&amp;Poistu pöydästä</translation>
    </message>
    <message>
        <source>Game {number} of {count}</source>
        <extracomment>{number} is the game just played, {count} how many games the table plays.</extracomment>
        <translation>Peli {number} / {count}</translation>
    </message>
    <message>
        <source>The round so far</source>
        <extracomment>The score book opened during a game: the games played so far (the title above the table already says &quot;Score book&quot;).</extracomment>
        <translation>Kierros tähän asti</translation>
    </message>
    <message>
        <source>{name} wins the game!</source>
        <extracomment>{name} is the winner of the game.</extracomment>
        <translation>{name} voittaa pelin!</translation>
    </message>
    <message>
        <source>{names} share the win</source>
        <extracomment>{names} are the players who share the win: &quot;Anna and Timo&quot;.</extracomment>
        <translation>{names} jakavat voiton</translation>
    </message>
    <message>
        <source>{name} went out: everyone else pays what is left on their rack.</source>
        <extracomment>{name} is the player who laid their last tile.</extracomment>
        <translation>{name} tyhjensi telineensä: muut maksavat sen, mitä heidän telineeseensä jäi.</translation>
    </message>
    <message>
        <source>The pool ran out: the lowest rack wins, and the others pay the difference.</source>
        <translation>Nostopino loppui: pienin telineen summa voittaa, ja muut maksavat erotuksen.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Pelaaja</translation>
    </message>
    <message>
        <source>Tiles left</source>
        <translation>Laattoja jäljellä</translation>
    </message>
    <message>
        <source>Rack points</source>
        <translation>Telineen pisteet</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Tulos</translation>
    </message>
    <message>
        <source>none: went out</source>
        <translation>ei yhtään: tyhjensi telineen</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ei yhtään</translation>
    </message>
    <message>
        <source>{name}: {tiles}; {points}; {change}</source>
        <extracomment>One player&apos;s line of the result for screen readers: &quot;Ville: Red 7, Blue 3; 10 points; −10&quot;.</extracomment>
        <translation>{name}: {tiles}; {points}; {change}</translation>
    </message>
    <message>
        <source>Game {number}</source>
        <translation>Peli {number}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Yhteensä</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Voitetut pelit</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Sija</translation>
    </message>
    <message>
        <source>Won this game</source>
        <extracomment>A cell of the score book: the player won that game.</extracomment>
        <translation>Voitti tämän pelin</translation>
    </message>
    <message>
        <source>{place}. {name} — 1 game won, {total}</source>
        <extracomment>A line of the standing: &quot;1. Anna — 1 game won, +45&quot;.</extracomment>
        <translation>{place}. {name} — 1 voitettu peli, {total}</translation>
    </message>
    <message>
        <source>{place}. {name} — {wins} games won, {total}</source>
        <extracomment>A line of the standing: &quot;1. Anna — 2 games won, +45&quot;.</extracomment>
        <translation>{place}. {name} — {wins} voitettua peliä, {total}</translation>
    </message>
    <message>
        <source>No games played yet.</source>
        <translation>Pelejä ei ole vielä pelattu.</translation>
    </message>
    <message>
        <source>Final standing</source>
        <extracomment>Above the places of a table that played one game (its winner is already the headline).</extracomment>
        <translation>Lopputulos</translation>
    </message>
    <message>
        <source>{names} wins the round!</source>
        <extracomment>{names} is the player who won the whole round.</extracomment>
        <translation>{names} voittaa kierroksen!</translation>
    </message>
    <message>
        <source>{names} share the round!</source>
        <extracomment>{names} are the players who share first place of the round: &quot;Anna and Timo&quot;.</extracomment>
        <translation>{names} jakavat kierroksen voiton!</translation>
    </message>
    <message>
        <source>After {played} of {count} games, {names} leads.</source>
        <extracomment>{played} games of {count} are over; {names} is in first place.</extracomment>
        <translation>Kun {count} pelistä on pelattu {played}, johdossa on {names}.</translation>
    </message>
    <message>
        <source>After {played} of {count} games, {names} share the lead.</source>
        <extracomment>{played} games of {count} are over; {names} share first place: &quot;Anna and Timo&quot;.</extracomment>
        <translation>Kun {count} pelistä on pelattu {played}, johtoa jakavat {names}.</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Your score over your last games</source>
        <translation>Pisteesi viimeisissä peleissäsi</translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Ei vielä pelejä</translation>
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
        <translation>Poista</translation>
    </message>
    <message>
        <source>Waiting…</source>
        <translation>Odotetaan…</translation>
    </message>
    <message>
        <source>Seat %1 is free</source>
        <translation>Paikka %1 on vapaa</translation>
    </message>
    <message>
        <source>Bot, %1</source>
        <translation>Botti, %1</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation> (sinä)</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Yhteydessä</translation>
    </message>
    <message>
        <source>Away</source>
        <translation>Poissa</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Asetukset</translation>
    </message>
    <message>
        <source>A sound when my turn begins</source>
        <translation>Äänimerkki, kun vuoroni alkaa</translation>
    </message>
    <message>
        <source>Bots&apos; pace</source>
        <translation>Bottien tahti</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Teema</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Järjestelmän mukaan</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Vaalea</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Tumma</translation>
    </message>
    <message>
        <source>Larger tiles</source>
        <translation>Suuremmat laatat</translation>
    </message>
    <message>
        <source>High-contrast tiles (white faces, bold edges)</source>
        <translation>Suurikontrastiset laatat (valkoinen pinta, vahvat reunat)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Kieli</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>Ää&amp;net</translation>
    </message>
    <message>
        <source>&amp;Bots&apos; pace</source>
        <translation>&amp;Bottien tahti</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Teema</translation>
    </message>
    <message>
        <source>T&amp;iles</source>
        <translation>&amp;Laatat</translation>
    </message>
    <message>
        <source>Changes apply at once and are remembered.</source>
        <translation>Muutokset tulevat voimaan heti ja säilyvät.</translation>
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
        <translation>Pöytä</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Avaaja</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Pelaajat</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Tila</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Pöydät tässä verkossa</translation>
    </message>
    <message>
        <source>No tables on this network yet — host one, or play against bots.</source>
        <translation>Tässä verkossa ei ole vielä pöytiä — avaa oma tai pelaa botteja vastaan.</translation>
    </message>
    <message>
        <source>Looking for tables on this network…</source>
        <translation>Etsitään pöytiä tästä verkosta…</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>&amp;Katso</translation>
    </message>
    <message>
        <source>See the game as it is played, without a seat</source>
        <translation>Katso peliä sen edetessä ilman omaa paikkaa</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Liity</translation>
    </message>
    <message>
        <source>&amp;Stop trying</source>
        <translation>Lopeta &amp;yrittäminen</translation>
    </message>
    <message>
        <source>Stop joining this table</source>
        <translation>Lopeta tähän pöytään liittyminen</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Nimesi</translation>
    </message>
    <message>
        <source>&amp;Your name</source>
        <translation>&amp;Nimesi</translation>
    </message>
    <message>
        <source>&amp;Host a table</source>
        <translation>&amp;Avaa pöytä</translation>
    </message>
    <message>
        <source>Play against &amp;bots</source>
        <translation>Pelaa &amp;botteja vastaan</translation>
    </message>
    <message>
        <source>Join by &amp;address…</source>
        <translation>Liity &amp;osoitteella…</translation>
    </message>
    <message>
        <source>&amp;Rules and help</source>
        <translation>&amp;Säännöt ja ohje</translation>
    </message>
    <message>
        <source>&amp;Past games</source>
        <translation>Aie&amp;mmat pelit</translation>
    </message>
    <message>
        <source>Your kept games: replays, your review and statistics</source>
        <translation>Tallessa olevat pelisi: uusinnat, oma arvio ja tilastot</translation>
    </message>
    <message>
        <source>Ab&amp;out</source>
        <translation>Tieto&amp;ja</translation>
    </message>
    <message>
        <source>Rummi&apos;s version, and where it keeps your settings and saved games</source>
        <translation>Rummin versio, ja mihin se tallentaa asetuksesi ja pelisi</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Ase&amp;tukset…</translation>
    </message>
    <message>
        <source>Language, sound, the bots&apos; pace, the theme and the tiles</source>
        <translation>Kieli, äänet, bottien tahti, teema ja laatat</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>K&amp;ieli</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Pelaaja</translation>
    </message>
    <message>
        <source>Waiting for players</source>
        <translation>Odottaa pelaajia</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Peli käynnissä</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Päättynyt</translation>
    </message>
    <message>
        <source>Full, not started yet</source>
        <translation>Täynnä, ei vielä alkanut</translation>
    </message>
    <message>
        <source>Incompatible: %1</source>
        <translation>Ei yhteensopiva: %1</translation>
    </message>
    <message>
        <source>This table needs a PIN</source>
        <translation>Tähän pöytään tarvitaan PIN-koodi</translation>
    </message>
    <message>
        <source>%1 of %2 seats taken</source>
        <translation>%1/%2 paikkaa varattu</translation>
    </message>
    <message>
        <source>Every game at this table has been played</source>
        <translation>Kaikki tämän pöydän pelit on pelattu</translation>
    </message>
    <message>
        <source>This game has started; you can watch it</source>
        <translation>Tämä peli on alkanut; voit katsoa sitä</translation>
    </message>
    <message>
        <source>Join by address</source>
        <translation>Liity osoitteella</translation>
    </message>
    <message>
        <source>The address the host shows, like 192.168.43.1:47123</source>
        <translation>Pöydän avaajan näyttämä osoite, esim. 192.168.43.1:47123</translation>
    </message>
    <message>
        <source>That address does not look right: %1</source>
        <translation>Osoite ei näytä aivan oikealta: %1</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>{tiles} (not valid: {reason})</source>
        <extracomment>A set on the board that is not valid yet: {tiles} names its tiles, {reason} says why.</extracomment>
        <translation>{tiles} (ei vielä kelpaa: {reason})</translation>
    </message>
    <message>
        <source>The board is empty.</source>
        <translation>Pelilauta on tyhjä.</translation>
    </message>
    <message>
        <source>Row {row}: {sets}</source>
        <extracomment>{row} is a row number from 1; {sets} lists the row&apos;s sets, separated by semicolons.</extracomment>
        <translation>Rivi {row}: {sets}</translation>
    </message>
    <message>
        <source>Your rack is empty.</source>
        <translation>Telineesi on tyhjä.</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>tyhjä</translation>
    </message>
    <message>
        <source>Your rack, top row: {top}; bottom row: {bottom}</source>
        <extracomment>{top} and {bottom} list the tiles on the rack&apos;s two rows, or say &quot;empty&quot;.</extracomment>
        <translation>Telineesi, ylärivi: {top}; alarivi: {bottom}</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>valittu</translation>
    </message>
    <message>
        <source>your selection can go here</source>
        <translation>valitut laatat voi asettaa tähän</translation>
    </message>
    <message>
        <source>just played</source>
        <translation>juuri pelattu</translation>
    </message>
    <message>
        <source>Rack row {row}, place {slot}: {what}</source>
        <extracomment>A rack place for screen readers: {row} is 1 (top) or 2, {slot} counts from 1, {what} is the tile.</extracomment>
        <translation>Telineen rivi {row}, paikka {slot}: {what}</translation>
    </message>
    <message>
        <source>Row {row}, column {column}: {what}</source>
        <extracomment>A board cell for screen readers: {row} and {column} count from 1, {what} is the tile or &quot;empty&quot;.</extracomment>
        <translation>Rivi {row}, sarake {column}: {what}</translation>
    </message>
    <message>
        <source>Nothing selected</source>
        <translation>Ei valintaa</translation>
    </message>
    <message>
        <source>Selected: {tiles}</source>
        <extracomment>Said to screen reader users when the selection changes; {tiles} lists the tiles.</extracomment>
        <translation>Valittu: {tiles}</translation>
    </message>
    <message>
        <source>Game table</source>
        <translation>Pelipöytä</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>Black</source>
        <translation>Musta</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Sininen</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Oranssi</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Punainen</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Jokeri</translation>
    </message>
    <message>
        <source>Black {number}</source>
        <extracomment>A tile&apos;s name. {number} is its number, 1 to 13.</extracomment>
        <translation>Musta {number}</translation>
    </message>
    <message>
        <source>Blue {number}</source>
        <extracomment>A tile&apos;s name. {number} is its number, 1 to 13.</extracomment>
        <translation>Sininen {number}</translation>
    </message>
    <message>
        <source>Orange {number}</source>
        <extracomment>A tile&apos;s name. {number} is its number, 1 to 13.</extracomment>
        <translation>Oranssi {number}</translation>
    </message>
    <message>
        <source>Red {number}</source>
        <extracomment>A tile&apos;s name. {number} is its number, 1 to 13.</extracomment>
        <translation>Punainen {number}</translation>
    </message>
    <message>
        <source>no tiles</source>
        <translation>ei laattoja</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Separates tile names in a list: &quot;Red 7, Red 8, Red 9&quot;.</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Suora</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Ryhmä</translation>
    </message>
    <message>
        <source>{points} point</source>
        <translation>{points} piste</translation>
    </message>
    <message>
        <source>{points} points</source>
        <translation>{points} pistettä</translation>
    </message>
    <message>
        <source>Joker as {tile}</source>
        <extracomment>A joker in a set, with the tile it stands for: &quot;Joker as Red 8&quot;.</extracomment>
        <translation>Jokeri ({tile})</translation>
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
        <translation>Yhdistelmään tarvitaan vielä yksi laatta</translation>
    </message>
    <message>
        <source>That set needs {count} more tiles</source>
        <extracomment>{count} is 2 or 3.</extracomment>
        <translation>Yhdistelmään tarvitaan vielä {count} laattaa</translation>
    </message>
    <message>
        <source>A run has at most 13 tiles and a group at most 4</source>
        <translation>Suorassa on enintään 13 laattaa ja ryhmässä enintään 4</translation>
    </message>
    <message>
        <source>A set needs at least one numbered tile besides jokers</source>
        <translation>Yhdistelmässä tarvitaan jokerien lisäksi ainakin yksi numerolaatta</translation>
    </message>
    <message>
        <source>A set is one colour in a row (a run) or one number in different colours (a group)</source>
        <translation>Yhdistelmä on samanvärisiä peräkkäisiä numeroita (suora) tai samaa numeroa eri väreissä (ryhmä)</translation>
    </message>
    <message>
        <source>A group has each colour only once</source>
        <translation>Ryhmässä kukin väri on vain kerran</translation>
    </message>
    <message>
        <source>A run goes up one number at a time, left to right</source>
        <translation>Suora nousee numero kerrallaan vasemmalta oikealle</translation>
    </message>
    <message>
        <source>A run stops at 13: it does not go on to 1</source>
        <translation>Suora päättyy 13:een: sen jälkeen ei voi jatkaa numerolla 1</translation>
    </message>
    <message>
        <source>A run starts at 1 at the lowest</source>
        <translation>Suora voi alkaa aikaisintaan numerosta 1</translation>
    </message>
    <message>
        <source>Bot {number}</source>
        <extracomment>A bot&apos;s name at the table; {number} counts the bots from 1.</extracomment>
        <translation>Botti {number}</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <extracomment>The name of a player who gave none; {number} is their seat, from 1.</extracomment>
        <translation>Pelaaja {number}</translation>
    </message>
    <message>
        <source>{player}&apos;s table</source>
        <translation>Pelaajan {player} pöytä</translation>
    </message>
    <message>
        <source>Play at least one tile from your rack, or draw</source>
        <translation>Pelaa vähintään yksi laatta telineestäsi tai nosta laatta</translation>
    </message>
    <message>
        <source>Every tile that was on the board has to stay there ({tiles} went missing)</source>
        <extracomment>{tiles} lists tiles in words: &quot;Red 7, Joker&quot;.</extracomment>
        <translation>Kaikkien pelilaudalla olleiden laattojen on pysyttävä siellä ({tiles} puuttuu)</translation>
    </message>
    <message>
        <source>Every tile that was on the board has to stay there</source>
        <translation>Kaikkien pelilaudalla olleiden laattojen on pysyttävä siellä</translation>
    </message>
    <message>
        <source>{tile} is not on your rack</source>
        <extracomment>{tile} is a tile in words: &quot;Red 7&quot;.</extracomment>
        <translation>{tile} ei ole telineessäsi</translation>
    </message>
    <message>
        <source>These tiles are not on your rack: {tiles}</source>
        <extracomment>{tiles} lists tiles in words: &quot;Red 7, Joker&quot;.</extracomment>
        <translation>Nämä laatat eivät ole telineessäsi: {tiles}</translation>
    </message>
    <message>
        <source>Some of those tiles are not on your rack</source>
        <translation>Osa laatoista ei ole telineessäsi</translation>
    </message>
    <message>
        <source>{why}: {tiles}</source>
        <extracomment>{why} says what a set on the board lacks; {tiles} is that set in words (&quot;Black 1, Black 2&quot;).</extracomment>
        <translation>{why}: {tiles}</translation>
    </message>
    <message>
        <source>This run is missing {tiles}</source>
        <extracomment>{tiles} are the tiles a run in order lacks between its ends (&quot;Red 10&quot;; &quot;Red 10, Red 12&quot;).</extracomment>
        <translation>Tästä suorasta puuttuu {tiles}</translation>
    </message>
    <message>
        <source>Two sets touch: leave an empty cell between {first} and {second}</source>
        <extracomment>Two sets on the board touch, so they read as one: {first} and {second} are the sets in words.</extracomment>
        <translation>Kaksi yhdistelmää koskettaa toisiaan: jätä tyhjä ruutu yhdistelmien {first} ja {second} väliin</translation>
    </message>
    <message>
        <source>One of the sets on the board is not finished yet</source>
        <translation>Yksi pelilaudan yhdistelmistä on vielä kesken</translation>
    </message>
    <message>
        <source>Opening needs {threshold} points; these sets are worth {worth}</source>
        <extracomment>{threshold} is the opening threshold (usually 30), {worth} what the laid sets are worth.</extracomment>
        <translation>Ensimmäiseen asetukseen tarvitaan {threshold} pistettä; näistä yhdistelmistä tulee {worth}</translation>
    </message>
    <message>
        <source>Your opening needs more points</source>
        <translation>Ensimmäiseen asetukseesi tarvitaan vielä pisteitä</translation>
    </message>
    <message>
        <source>Open with tiles from your rack only, and leave the sets on the board as they were</source>
        <translation>Tee ensimmäinen asetus vain oman telineesi laatoilla ja jätä pelilaudan yhdistelmät ennalleen</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Peli on päättynyt</translation>
    </message>
    <message>
        <source>It is not your turn yet</source>
        <translation>Ei ole vielä sinun vuorosi</translation>
    </message>
    <message>
        <source>That cell already holds a tile</source>
        <translation>Ruudussa on jo laatta</translation>
    </message>
    <message>
        <source>There is no tile there</source>
        <translation>Siinä ei ole laattaa</translation>
    </message>
    <message>
        <source>That is outside the board</source>
        <translation>Se on pelilaudan ulkopuolella</translation>
    </message>
    <message>
        <source>Only tiles you played this turn go back to your rack; {tile} stays on the board</source>
        <extracomment>{tile} is a tile in words: &quot;Red 7&quot;.</extracomment>
        <translation>Vain tällä vuorolla pelaamasi laatat voi palauttaa telineeseen; {tile} jää pelilaudalle</translation>
    </message>
    <message>
        <source>Only tiles you played this turn go back to your rack</source>
        <translation>Vain tällä vuorolla pelaamasi laatat voi palauttaa telineeseen</translation>
    </message>
    <message>
        <source>There is nothing to undo</source>
        <translation>Ei ole mitään kumottavaa</translation>
    </message>
    <message>
        <source>Undo your changes before you pass</source>
        <translation>Kumoa ensin muutoksesi, niin voit jättää vuoron väliin</translation>
    </message>
    <message>
        <source>Undo your changes before you draw</source>
        <translation>Kumoa ensin muutoksesi, niin voit nostaa</translation>
    </message>
    <message>
        <source>The pool is empty: pass instead</source>
        <translation>Nostopino on tyhjä: jätä vuoro väliin</translation>
    </message>
    <message>
        <source>You can pass only when the pool is empty: draw instead</source>
        <translation>Vuoron voi jättää väliin vasta, kun nostopino on tyhjä: nosta laatta</translation>
    </message>
    <message>
        <source>There is no room left on the board for that</source>
        <translation>Pelilaudalla ei ole sille enää tilaa</translation>
    </message>
    <message>
        <source>Time ran out: your changes were undone and you drew {count} tiles: official penalty</source>
        <extracomment>The official timer penalty: the board was rearranged, so three tiles are drawn.</extracomment>
        <translation>Aika loppui: muutoksesi peruttiin ja nostit {count} laattaa: virallinen rangaistus</translation>
    </message>
    <message>
        <source>Time ran out: your changes were undone and your turn passed</source>
        <translation>Aika loppui: muutoksesi peruttiin ja vuorosi meni ohi</translation>
    </message>
    <message>
        <source>Time ran out: your turn passed</source>
        <translation>Aika loppui: vuorosi meni ohi</translation>
    </message>
    <message>
        <source>Time ran out: your changes were undone and you drew {tiles}</source>
        <translation>Aika loppui: muutoksesi peruttiin ja nostit laatan {tiles}</translation>
    </message>
    <message>
        <source>Time ran out: you drew {tiles}</source>
        <translation>Aika loppui: nostit laatan {tiles}</translation>
    </message>
    <message>
        <source>The table did not understand this app; it may run a different version of Rummi</source>
        <translation>Pöytä ei ymmärtänyt tätä sovellusta; siinä voi olla eri Rummi-versio</translation>
    </message>
    <message>
        <source>This table runs a different version of Rummi (protocol {table}; this app {app})</source>
        <extracomment>{table} and {app} are protocol version numbers.</extracomment>
        <translation>Tässä pöydässä on eri Rummi-versio (protokolla {table}; tämä sovellus {app})</translation>
    </message>
    <message>
        <source>This table runs a different version of Rummi</source>
        <translation>Tässä pöydässä on eri Rummi-versio</translation>
    </message>
    <message>
        <source>This table needs the right PIN</source>
        <translation>Tähän pöytään tarvitaan oikea PIN-koodi</translation>
    </message>
    <message>
        <source>Too many wrong PINs were tried at this table; try again in {seconds} s</source>
        <extracomment>{seconds}: how long before the table looks at a PIN again.</extracomment>
        <translation>Tähän pöytään on kokeiltu liian monta väärää PIN-koodia; yritä uudelleen {seconds} s kuluttua</translation>
    </message>
    <message>
        <source>Too many wrong PINs were tried at this table; try again soon</source>
        <translation>Tähän pöytään on kokeiltu liian monta väärää PIN-koodia; yritä pian uudelleen</translation>
    </message>
    <message>
        <source>The table has no room for another connection now; try again soon</source>
        <translation>Pöytään ei nyt mahdu uutta yhteyttä; yritä pian uudelleen</translation>
    </message>
    <message>
        <source>Your seat is not from this table; join it again</source>
        <translation>Paikkasi ei ole tästä pöydästä; liity uudelleen</translation>
    </message>
    <message>
        <source>Your seat was given to a bot; watch, or ask the host for a seat</source>
        <translation>Paikkasi annettiin botille; katsele, tai pyydä pöydän avaajalta paikkaa</translation>
    </message>
    <message>
        <source>Every seat at this table is taken</source>
        <translation>Pöydän kaikki paikat ovat varattuja</translation>
    </message>
    <message>
        <source>Only the host can do that</source>
        <translation>Vain pöydän avaaja voi tehdä sen</translation>
    </message>
    <message>
        <source>Onlookers watch the game; they do not play</source>
        <translation>Katsojat seuraavat peliä mutta eivät pelaa</translation>
    </message>
    <message>
        <source>The game has not started yet</source>
        <translation>Peli ei ole vielä alkanut</translation>
    </message>
    <message>
        <source>The game moved on before your move arrived; here is the board now</source>
        <translation>Peli eteni ennen kuin siirtosi ehti perille; tässä pelilauta nyt</translation>
    </message>
    <message>
        <source>The table could not read that move; please try again</source>
        <translation>Pöytä ei saanut siirrosta selvää; yritä uudelleen</translation>
    </message>
    <message>
        <source>Fill every seat with a player or a bot first</source>
        <translation>Täytä ensin kaikki paikat pelaajilla tai boteilla</translation>
    </message>
    <message>
        <source>Every planned game has been played</source>
        <translation>Kaikki suunnitellut pelit on pelattu</translation>
    </message>
    <message>
        <source>That cannot be done right now</source>
        <translation>Sitä ei voi tehdä juuri nyt</translation>
    </message>
    <message>
        <source>The host has muted you in the chat</source>
        <translation>Pöydän avaaja on mykistänyt sinut keskustelussa</translation>
    </message>
    <message>
        <source>That line is too long for the chat: 200 characters at most</source>
        <translation>Rivi on liian pitkä keskusteluun: enintään 200 merkkiä</translation>
    </message>
    <message>
        <source>There is nothing to send in that line</source>
        <translation>Rivillä ei ole mitään lähetettävää</translation>
    </message>
    <message>
        <source>You are sending messages too fast; wait a moment</source>
        <translation>Lähetät viestejä liian nopeasti; odota hetki</translation>
    </message>
    <message>
        <source>The table did not take this app&apos;s part of the deal</source>
        <translation>Pöytä ei ottanut tämän sovelluksen osuutta jakoon</translation>
    </message>
    <message>
        <source>The host gave your seat to a bot</source>
        <translation>Pöydän avaaja antoi paikkasi botille</translation>
    </message>
    <message>
        <source>You joined this table again from somewhere else</source>
        <translation>Liityit tähän pöytään uudelleen toisaalta</translation>
    </message>
    <message>
        <source>The host removed you from the table</source>
        <translation>Pöydän avaaja poisti sinut pöydästä</translation>
    </message>
    <message>
        <source>The host closed the table</source>
        <translation>Pöydän avaaja sulki pöydän</translation>
    </message>
    <message>
        <source>The table you were at has closed, and a new table is open at the same address.</source>
        <translation>Pöytä, jossa olit, on suljettu, ja samassa osoitteessa on nyt uusi pöytä.</translation>
    </message>
    <message>
        <source>The table closed the connection: this app sent too much at once</source>
        <translation>Pöytä katkaisi yhteyden: tämä sovellus lähetti liikaa kerralla</translation>
    </message>
    <message>
        <source>The table stopped hearing from this app and closed the connection</source>
        <translation>Pöytä ei enää kuullut tästä sovelluksesta ja katkaisi yhteyden</translation>
    </message>
    <message>
        <source>The table could not read what this app sent and closed the connection</source>
        <translation>Pöytä ei ymmärtänyt, mitä tämä sovellus lähetti, ja katkaisi yhteyden</translation>
    </message>
    <message>
        <source>The table closed the connection: this app did not say hello in time</source>
        <translation>Pöytä katkaisi yhteyden: tämä sovellus ei tervehtinyt ajoissa</translation>
    </message>
    <message>
        <source>The connection to the table was too slow; this app joins again by itself</source>
        <translation>Yhteys pöytään oli liian hidas; tämä sovellus liittyy uudelleen itsestään</translation>
    </message>
    <message>
        <source>The turn timer is off or {low} to {high} seconds</source>
        <extracomment>{low} and {high} are numbers of seconds.</extracomment>
        <translation>Vuoroajastin on pois tai {low}–{high} sekuntia</translation>
    </message>
    <message>
        <source>The opening threshold is {low} to {high} points</source>
        <translation>Ensimmäisen asetuksen pisteraja on {low}–{high} pistettä</translation>
    </message>
    <message>
        <source>A table plays one game, or 1 to {high} rounds</source>
        <translation>Pöydässä pelataan yksi peli tai 1–{high} kierrosta</translation>
    </message>
    <message>
        <source>A PIN is {low} to {high} characters, or none</source>
        <translation>PIN-koodissa on {low}–{high} merkkiä, tai sitä ei käytetä</translation>
    </message>
    <message>
        <source>That option is either on or off</source>
        <translation>Asetus voi olla vain päällä tai pois</translation>
    </message>
    <message>
        <source>Choose one of the bot levels on offer</source>
        <translation>Valitse jokin tarjolla olevista bottien tasoista</translation>
    </message>
    <message>
        <source>That table option cannot be set that way</source>
        <translation>Tätä pöydän asetusta ei voi valita noin</translation>
    </message>
    <message>
        <source>The game has started; you can watch instead</source>
        <translation>Peli on jo alkanut; voit seurata sitä</translation>
    </message>
    <message>
        <source>Seats change only in the lobby</source>
        <translation>Paikkoja voi muuttaa vain aulassa</translation>
    </message>
    <message>
        <source>Table options change only in the lobby</source>
        <translation>Pöydän asetuksia voi muuttaa vain aulassa</translation>
    </message>
    <message>
        <source>During a game a seat can only be given to a bot</source>
        <translation>Pelin aikana paikan voi antaa vain botille</translation>
    </message>
    <message>
        <source>The game is still going on</source>
        <translation>Peli on vielä käynnissä</translation>
    </message>
    <message>
        <source>A table has {low} to {high} seats</source>
        <translation>Pöydässä on {low}–{high} paikkaa</translation>
    </message>
    <message>
        <source>Remove the players in the seats you take away first</source>
        <translation>Poista ensin pelaajat paikoilta, jotka otat pois</translation>
    </message>
    <message>
        <source>There is no seat {seat}</source>
        <extracomment>{seat} is a seat number, counted from 1.</extracomment>
        <translation>Paikkaa {seat} ei ole</translation>
    </message>
    <message>
        <source>Remove the player in that seat first</source>
        <translation>Poista ensin paikalla oleva pelaaja</translation>
    </message>
    <message>
        <source>That seat cannot be changed that way</source>
        <translation>Paikkaa ei voi muuttaa noin</translation>
    </message>
</context>
<context>
    <name>TurnClock</name>
    <message>
        <source>Turn timer</source>
        <translation>Vuoroajastin</translation>
    </message>
    <message>
        <source>%1 is away: if they are not back when the count runs out, their turn is played for them</source>
        <translation>%1 on poissa: jos hän ei palaa ennen kuin aika loppuu, hänen vuoronsa pelataan hänen puolestaan</translation>
    </message>
    <message>
        <source>waiting for %1</source>
        <translation>odotetaan pelaajaa %1</translation>
    </message>
    <message>
        <source>a bot plays for %1</source>
        <translation>botti pelaa pelaajan %1 puolesta</translation>
    </message>
    <message>
        <source> (paused)</source>
        <translation> (tauolla)</translation>
    </message>
    <message>
        <source>%1 away: %2</source>
        <extracomment>The turn clock while the player whose turn it is has lost the connection: &quot;Bob away: 0:45&quot;.</extracomment>
        <translation>%1 poissa: %2</translation>
    </message>
</context>
<context>
    <name>TurnLog</name>
    <message>
        <source>Game {number} of {games} starts</source>
        <extracomment>The log&apos;s heading above a game&apos;s turns: &quot;Game 2 of 4 starts&quot;.</extracomment>
        <translation>Peli {number}/{games} alkaa</translation>
    </message>
    <message>
        <source>The game starts</source>
        <translation>Peli alkaa</translation>
    </message>
    <message>
        <source>{name} is away; a bot plays for them</source>
        <translation>{name} on poissa; botti pelaa hänen puolestaan</translation>
    </message>
    <message>
        <source>{name} is back</source>
        <translation>{name} on palannut</translation>
    </message>
    <message>
        <source>Its turns are not in this log</source>
        <extracomment>Under an earlier game&apos;s heading in the log, whose turns this app did not follow.</extracomment>
        <translation>Sen vuorot eivät ole tässä lokissa</translation>
    </message>
    <message>
        <source>A bot took over {name}&apos;s seat</source>
        <translation>Botti otti pelaajan {name} paikan</translation>
    </message>
    <message>
        <source>You opened with {tiles}</source>
        <extracomment>{tiles} lists the sets of the opening, tiles in words: &quot;Black 5, Black 6, Black 7; Red 9, Blue 9, Orange 9&quot;.</extracomment>
        <translation>Teit ensimmäisen asetuksen: {tiles}</translation>
    </message>
    <message>
        <source>{name} opened with {tiles}</source>
        <translation>{name} teki ensimmäisen asetuksen: {tiles}</translation>
    </message>
    <message>
        <source>You laid {tiles}</source>
        <extracomment>{tiles} lists the tiles laid, in words: &quot;Black 5, Black 6, Black 7&quot;.</extracomment>
        <translation>Asetit: {tiles}</translation>
    </message>
    <message>
        <source>{name} laid {tiles}</source>
        <translation>{name} asetti: {tiles}</translation>
    </message>
    <message>
        <source>Time ran out: you passed</source>
        <translation>Aika loppui: jätit vuorosi väliin</translation>
    </message>
    <message>
        <source>{name} paused the turn timer</source>
        <translation>{name} pysäytti vuoroajastimen</translation>
    </message>
    <message>
        <source>The turn timer is paused</source>
        <translation>Vuoroajastin on pysäytetty</translation>
    </message>
    <message>
        <source>{name} set the turn timer running again</source>
        <translation>{name} käynnisti vuoroajastimen uudelleen</translation>
    </message>
    <message>
        <source>The turn timer runs again</source>
        <translation>Vuoroajastin käy taas</translation>
    </message>
    <message>
        <source>{name} ran out of time and passed</source>
        <translation>Pelaajan {name} aika loppui, ja vuoro jäi väliin</translation>
    </message>
    <message>
        <source>You passed</source>
        <translation>Jätit vuorosi väliin</translation>
    </message>
    <message>
        <source>{name} passed</source>
        <translation>{name} jätti vuoronsa väliin</translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>Separates the sets of a move in the log: &quot;Red 3, Red 4, Red 5; Blue 7, Orange 7, Black 7&quot;.</extracomment>
        <translation>; </translation>
    </message>
    <message>
        <source>{move}, winning back a joker</source>
        <extracomment>Added to a move&apos;s line in the log when a tile of the move took a joker&apos;s place on the board.</extracomment>
        <translation>{move}, jolloin jokeri vapautui</translation>
    </message>
    <message>
        <source>{move}, winning back {count} jokers</source>
        <extracomment>Added to a move&apos;s line in the log: {count} (2 or more) jokers won back from the board.</extracomment>
        <translation>{move}, jolloin {count} jokeria vapautui</translation>
    </message>
    <message>
        <source>You laid {tiles} and rearranged a set</source>
        <extracomment>{tiles} lists the tiles laid, in words; the move also took apart (or changed inside) one set on the board.</extracomment>
        <translation>Asetit: {tiles} ja järjestit yhden yhdistelmän uudelleen</translation>
    </message>
    <message>
        <source>{name} laid {tiles} and rearranged a set</source>
        <translation>{name} asetti: {tiles} ja järjesti yhden yhdistelmän uudelleen</translation>
    </message>
    <message>
        <source>You laid {tiles} and rearranged {count} sets</source>
        <extracomment>{tiles} lists the tiles laid, in words; {count} board sets (2 or more) were taken apart or changed.</extracomment>
        <translation>Asetit: {tiles} ja järjestit {count} yhdistelmää uudelleen</translation>
    </message>
    <message>
        <source>{name} laid {tiles} and rearranged {count} sets</source>
        <translation>{name} asetti: {tiles} ja järjesti {count} yhdistelmää uudelleen</translation>
    </message>
    <message>
        <source>You laid {sets} and added {tiles}</source>
        <extracomment>{sets}: new sets, in words; {tiles}: tiles added to the ends of sets already on the board.</extracomment>
        <translation>Asetit: {sets}; lisäsit pöydän yhdistelmiin: {tiles}</translation>
    </message>
    <message>
        <source>{name} laid {sets} and added {tiles}</source>
        <translation>{name} asetti: {sets}; lisäsi pöydän yhdistelmiin: {tiles}</translation>
    </message>
    <message>
        <source>While you were away, a bot opened for you with {tiles}</source>
        <extracomment>{tiles}: the tiles of the opening the away bot laid for the player, in words.</extracomment>
        <translation>Poissa ollessasi botti teki puolestasi ensimmäisen asetuksen: {tiles}</translation>
    </message>
    <message>
        <source>While you were away, a bot laid {tiles} for you</source>
        <extracomment>{tiles}: the tiles the away bot laid for the player, in words.</extracomment>
        <translation>Poissa ollessasi botti asetti puolestasi: {tiles}</translation>
    </message>
    <message>
        <source>While you were away, a bot drew {tiles} for you</source>
        <translation>Poissa ollessasi botti nosti puolestasi: {tiles}</translation>
    </message>
    <message>
        <source>While you were away, a bot drew a tile for you</source>
        <translation>Poissa ollessasi botti nosti puolestasi laatan</translation>
    </message>
    <message>
        <source>While you were away, a bot passed for you</source>
        <translation>Poissa ollessasi botti jätti puolestasi vuoron väliin</translation>
    </message>
    <message>
        <source>Time ran out: you drew {tiles} (official penalty)</source>
        <translation>Aika loppui, nostit: {tiles} (virallinen rangaistus)</translation>
    </message>
    <message>
        <source>Time ran out: you drew {tiles}</source>
        <translation>Aika loppui, nostit: {tiles}</translation>
    </message>
    <message>
        <source>You drew {tiles}</source>
        <translation>Nostit: {tiles}</translation>
    </message>
    <message>
        <source>You drew a tile</source>
        <translation>Nostit laatan</translation>
    </message>
    <message>
        <source>{name} ran out of time and drew {count} tiles (official penalty)</source>
        <extracomment>{count} is the number of tiles drawn, 2 or 3.</extracomment>
        <translation>Pelaajan {name} aika loppui, ja hän nosti {count} laattaa (virallinen rangaistus)</translation>
    </message>
    <message>
        <source>{name} ran out of time and drew a tile</source>
        <translation>Pelaajan {name} aika loppui, ja hän nosti laatan</translation>
    </message>
    <message>
        <source>{name} drew {count} tiles</source>
        <translation>{name} nosti {count} laattaa</translation>
    </message>
    <message>
        <source>{name} drew a tile</source>
        <translation>{name} nosti laatan</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Separates names in a list: &quot;Anna, Bot 2&quot;.</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>You won the game</source>
        <translation>Voitit pelin</translation>
    </message>
    <message>
        <source>You share the win with {names}</source>
        <translation>Jaat voiton: {names}</translation>
    </message>
    <message>
        <source>{names} share the win</source>
        <translation>Voitto jaetaan: {names}</translation>
    </message>
    <message>
        <source>{name} won the game</source>
        <translation>{name} voitti pelin</translation>
    </message>
</context>
<context>
    <name>ZoomButtons</name>
    <message>
        <source>Zoom in</source>
        <translation>Lähennä</translation>
    </message>
    <message>
        <source>Larger tiles (+ or Ctrl+wheel)</source>
        <translation>Suuremmat laatat (+ tai Ctrl+rulla)</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Loitonna</translation>
    </message>
    <message>
        <source>More of the board (− or Ctrl+wheel)</source>
        <translation>Enemmän pelilautaa näkyviin (− tai Ctrl+rulla)</translation>
    </message>
    <message>
        <source>Fit the board</source>
        <translation>Sovita pelilauta</translation>
    </message>
    <message>
        <source>Show the sets in play and room around them (0)</source>
        <translation>Näytä pelissä olevat yhdistelmät ja tilaa niiden ympärillä (0)</translation>
    </message>
</context>
</TS>
