<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>BotGameDialog</name>
    <message numerus="yes">
        <source>You and %n bot(s) at one table.</source>
        <extracomment>%n is how many bots play against the player (1 to 3).</extracomment>
        <translation>
            <numerusform>You and %n bot at one table.</numerusform>
            <numerusform>You and %n bots at one table.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryScreen</name>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Forget the table %1 and its %n kept game(s)? This cannot be undone.</source>
        <translation>
            <numerusform>Forget the table %1 and its %n kept game? This cannot be undone.</numerusform>
            <numerusform>Forget the table %1 and its %n kept games? This cannot be undone.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Forget every kept table and its games (%n game(s) in all)? This cannot be undone.</source>
        <translation>
            <numerusform>Forget every kept table and its games (%n game in all)? This cannot be undone.</numerusform>
            <numerusform>Forget every kept table and its games (%n games in all)? This cannot be undone.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LengthBox</name>
    <message numerus="yes">
        <source>%n round(s): %1 games</source>
        <extracomment>A table&apos;s length: %n rounds of one game per player; %1 is how many games that makes.</extracomment>
        <translation>
            <numerusform>%n round: %1 games</numerusform>
            <numerusform>%n rounds: %1 games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message numerus="yes">
        <source>you could have opened with %n tile(s): %1</source>
        <translation>
            <numerusform>you could have opened with %n tile: %1</numerusform>
            <numerusform>you could have opened with %n tiles: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you could have laid %n tile(s): %1</source>
        <translation>
            <numerusform>you could have laid %n tile: %1</numerusform>
            <numerusform>you could have laid %n tiles: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other set(s) rearranged</source>
        <extracomment>The last part of a better move: the sets it changes with no tile of the rack (drawn below).</extracomment>
        <translation>
            <numerusform>%n other set rearranged</numerusform>
            <numerusform>%n other sets rearranged</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message numerus="yes">
        <source>%n turn(s) where you could have laid more tiles:</source>
        <translation>
            <numerusform>%n turn where you could have laid more tiles:</numerusform>
            <numerusform>%n turns where you could have laid more tiles:</numerusform>
        </translation>
    </message>
</context>
</TS>
