<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 opened with %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 laid %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You drew %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ran out of time and drew %2 tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ran out of time and drew</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 drew</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ran out of time and passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No move found: draw a tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: play %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait for your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay tiles on the board first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo your changes before you draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to step back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This table plays without hints</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AppSession</name>
    <message>
        <source>%1&apos;s table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 against bots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This table needs a PIN:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not open a table: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host closed the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rummi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection to the host was lost; trying again…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is still going on. Leave it?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sort 789</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sort the rack by colour, then number (runs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sort 777</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sort the rack by number, then colour (groups)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Meld…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Finish meld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (paused)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>How to play Rummi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LobbyScreen</name>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On Windows, allow Rummi through the firewall when asked, so that others can join.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;bot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Official penalty (draw three after a failed rearrangement)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hints allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No PIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn timer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join PIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the host to start the game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Others can join at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill every seat with a player or a bot first</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MeldDialog</name>
    <message>
        <source>Meld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose tiles from your rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrow keys move, Space picks a tile, Enter melds, Esc closes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tile {index} of {count}</source>
        <extracomment>Said after a tile&apos;s name by screen readers: &quot;Red 7, tile 3 of 14&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your rack is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Lay them as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay them as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The set as it will be laid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Meld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adds to the set: {set}</source>
        <extracomment>{set} is the extended set with its value: &quot;Run: Red 6, Red 7, Red 8 — 21 points&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick tiles for a new set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick tiles to add to {set}.</source>
        <extracomment>{set} is a set on the board in words.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayersBar</name>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(away)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 tiles%3%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, playing now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pool %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreBookDialog</name>
    <message>
        <source>Score book</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreBookPanel</name>
    <message>
        <source>{names} and {last}</source>
        <extracomment>Joins names: {names} are all but the last, comma-separated; {last} is the last (&quot;Anna, Ville and Timo&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game&apos;s result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the host to start the next game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Leave table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game {number} of {count}</source>
        <extracomment>{number} is the game just played, {count} how many games the table plays.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} wins the game!</source>
        <extracomment>{name} is the winner of the game.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{names} share the win</source>
        <extracomment>{names} are the players who share the win: &quot;Anna and Timo&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} went out: everyone else pays what is left on their rack.</source>
        <extracomment>{name} is the player who laid their last tile.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pool ran out: the lowest rack wins, and the others pay the difference.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiles left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: went out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {tiles}; {points}; {change}</source>
        <extracomment>One player&apos;s line of the result for screen readers: &quot;Ville: Red 7, Blue 3; 10 points; −10&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won this game</source>
        <extracomment>A cell of the score book: the player won that game.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place}. {name} — 1 game won, {total}</source>
        <extracomment>A line of the standing: &quot;1. Anna — 1 game won, +45&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place}. {name} — {wins} games won, {total}</source>
        <extracomment>A line of the standing: &quot;1. Anna — 2 games won, +45&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No games played yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{names} wins the round!</source>
        <extracomment>{names} is the player who won the whole round.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{names} share the round!</source>
        <extracomment>{names} are the players who share first place of the round: &quot;Anna and Timo&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After {played} of {count} games, {names} leads.</source>
        <extracomment>{played} games of {count} are over; {names} is in first place.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After {played} of {count} games, {names} share the lead.</source>
        <extracomment>{played} games of {count} are over; {names} share first place: &quot;Anna and Timo&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatCard</name>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1 is free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (you)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Away</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>Rummi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tables found yet. Host one, or join by address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for tables on this network…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Your name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Host a table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play against &amp;bots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join by &amp;address…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules and &amp;help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incompatible: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This table needs a PIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join by address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The address the host shows, like 192.168.43.1:47123</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That address does not look right: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>{tiles} (not valid: {reason})</source>
        <extracomment>A set on the board that is not valid yet: {tiles} names its tiles, {reason} says why.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row {row}: {sets}</source>
        <extracomment>{row} is a row number from 1; {sets} lists the row&apos;s sets, separated by semicolons.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your rack is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your rack, top row: {top}; bottom row: {bottom}</source>
        <extracomment>{top} and {bottom} list the tiles on the rack&apos;s two rows, or say &quot;empty&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your selection can go here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>just played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack row {row}, place {slot}: {what}</source>
        <extracomment>A rack place for screen readers: {row} is 1 (top) or 2, {slot} counts from 1, {what} is the tile.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row {row}, column {column}: {what}</source>
        <extracomment>A board cell for screen readers: {row} and {column} count from 1, {what} is the tile or &quot;empty&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected: {tiles}</source>
        <extracomment>Said to screen reader users when the selection changes; {tiles} lists the tiles.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{colour} {number}</source>
        <extracomment>A tile&apos;s spoken name. {colour} is a colour name such as Red, {number} is 1 to 13.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black {number}</source>
        <extracomment>A tile&apos;s name. {number} is its number, 1 to 13.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue {number}</source>
        <extracomment>A tile&apos;s name. {number} is its number, 1 to 13.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orange {number}</source>
        <extracomment>A tile&apos;s name. {number} is its number, 1 to 13.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red {number}</source>
        <extracomment>A tile&apos;s name. {number} is its number, 1 to 13.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Separates tile names in a list: &quot;Red 7, Red 8, Red 9&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{points} point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{points} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joker as {tile}</source>
        <extracomment>A joker in a set, with the tile it stands for: &quot;Joker as Red 8&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{kind}: {tiles}</source>
        <extracomment>A set in words: {kind} is &quot;Run&quot; or &quot;Group&quot;, {tiles} the tiles: &quot;Run: Red 7, Red 8, Red 9&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{set} — {points}</source>
        <extracomment>A valid set and its value: &quot;Run: Red 7, Red 8, Red 9 — 24 points&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That set needs one more tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That set needs {count} more tiles</source>
        <extracomment>{count} is 2 or 3.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A run has at most 13 tiles and a group at most 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A set needs at least one numbered tile besides jokers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A set is one colour in a row (a run) or one number in different colours (a group)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A group has each colour only once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A run goes up one number at a time, left to right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A run stops at 13: it does not go on to 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A run starts at 1 at the lowest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play at least one tile from your rack, or draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every tile that was on the board has to stay there ({tiles} went missing)</source>
        <extracomment>{tiles} lists tiles in words: &quot;Red 7, Joker&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every tile that was on the board has to stay there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{tile} is not on your rack</source>
        <extracomment>{tile} is a tile in words: &quot;Red 7&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These tiles are not on your rack: {tiles}</source>
        <extracomment>{tiles} lists tiles in words: &quot;Red 7, Joker&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some of those tiles are not on your rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{why}: {tiles}</source>
        <extracomment>{why} says what a set on the board lacks; {tiles} is that set in words (&quot;Black 1, Black 2&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One of the sets on the board is not finished yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening needs {threshold} points; these sets are worth {worth}</source>
        <extracomment>{threshold} is the opening threshold (usually 30), {worth} what the laid sets are worth.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your opening needs more points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open with tiles from your rack only, and leave the sets on the board as they were</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not your turn yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That cell already holds a tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no tile there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is outside the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only tiles you played this turn go back to your rack; {tile} stays on the board</source>
        <extracomment>{tile} is a tile in words: &quot;Red 7&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only tiles you played this turn go back to your rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is nothing to undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo your changes before you pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo your changes before you draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pool is empty: pass instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can pass only when the pool is empty: draw instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no room left on the board for that</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table did not understand this app; it may run a different version of Rummi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This table runs a different version of Rummi (protocol {table}; this app {app})</source>
        <extracomment>{table} and {app} are protocol version numbers.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This table runs a different version of Rummi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This table needs the right PIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your seat is not from this table; join it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every seat at this table is taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the host can do that</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Onlookers watch the game; they do not play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game has not started yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game moved on before your move arrived; here is the board now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table could not read that move; please try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill every seat with a player or a bot first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every planned game has been played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That cannot be done right now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The turn timer is off or {low} to {high} seconds</source>
        <extracomment>{low} and {high} are numbers of seconds.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opening threshold is {low} to {high} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A table plays {low} to {high} rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A PIN is {low} to {high} characters, or none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That option is either on or off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose one of the bot levels on offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That table option cannot be set that way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game has started; you can watch instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats change only in the lobby</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table options change only in the lobby</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>During a game a seat can only be given to a bot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is still going on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A table has {low} to {high} seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the players in the seats you take away first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no seat {seat}</source>
        <extracomment>{seat} is a seat number, counted from 1.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the player in that seat first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That seat cannot be changed that way</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
