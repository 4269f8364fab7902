<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fi" sourcelanguage="en">
<context>
    <name>MainWindow</name>
    <message>
        <source>Example tiles: a blue 3, 4 and 5, and a black, an orange and a red 7</source>
        <translation>Esimerkkilaattoja: sininen 3, 4 ja 5 sekä musta, oranssi ja punainen 7</translation>
    </message>
    <message>
        <source>A tile-rummy game for LAN parties</source>
        <translation>Laattarommipeli LAN-bileisiin</translation>
    </message>
    <message>
        <source>Play the classic game of numbered tiles with friends on the same network: one player hosts a table, the others join it, and bots can take the empty seats.</source>
        <translation>Pelaa klassista numerolaattapeliä ystävien kanssa samassa verkossa: yksi pelaaja avaa pöydän, muut liittyvät siihen, ja botit voivat täyttää tyhjät paikat.</translation>
    </message>
    <message>
        <source>The game table is coming soon. This window will become the start screen, where you host a table or join one.</source>
        <translation>Pelipöytä on pian tulossa. Tästä ikkunasta tulee aloitusnäkymä, jossa voit avata pöydän tai liittyä toisen pöytään.</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <extracomment>{version} is replaced by the version number, such as 0.1.0; keep it as it is.</extracomment>
        <translation>Versio {version}</translation>
    </message>
</context>
</TS>
