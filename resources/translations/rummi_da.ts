<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da" sourcelanguage="en">
<context>
    <name>MainWindow</name>
    <message>
        <source>Example tiles: a blue 3, 4 and 5, and a black, an orange and a red 7</source>
        <translation>Eksempler på brikker: en blå 3, 4 og 5 samt en sort, en orange og en rød 7</translation>
    </message>
    <message>
        <source>A tile-rummy game for LAN parties</source>
        <translation>Et rummyspil med brikker til LAN-fester</translation>
    </message>
    <message>
        <source>Play the classic game of numbered tiles with friends on the same network: one player hosts a table, the others join it, and bots can take the empty seats.</source>
        <translation>Spil det klassiske spil med nummererede brikker sammen med venner på samme netværk: én spiller åbner et bord, de andre slutter sig til, og bots kan tage de tomme pladser.</translation>
    </message>
    <message>
        <source>The game table is coming soon. This window will become the start screen, where you host a table or join one.</source>
        <translation>Spillebordet kommer snart. Dette vindue bliver til startskærmen, hvor du åbner et bord eller slutter dig til et.</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <extracomment>{version} is replaced by the version number, such as 0.1.0; keep it as it is.</extracomment>
        <translation>Version {version}</translation>
    </message>
</context>
</TS>
