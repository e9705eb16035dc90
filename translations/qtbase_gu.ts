<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- Qt's own texts (qtbase) in Gujarati, for the dialogs, buttons and menus of Qt that
     Hoyito shows: Qt has no qtbase_gu.qm. Built and embedded as ":/i18n/qtbase_gu.qm"
     (app/gui/CMakeLists.txt); Language::apply loads it when the system has no qtbase_gu.qm.
     Contexts, sources and disambiguations are Qt 6.4's own, letter for letter (tst_i18n checks
     each one against Qt's German translation); lupdate never runs on this file. -->
<TS version="2.1" language="gu">
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Drive</source>
        <translation>ડ્રાઇવ</translation>
    </message>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>ફોલ્ડર</translation>
    </message>
    <message>
        <source>File</source>
        <translation>ફાઇલ</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <comment>All other platforms</comment>
        <translation>શૉર્ટકટ</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>અજ્ઞાત</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Select All</source>
        <translation>બધું પસંદ કરો (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>વધારો (&amp;S)</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>ઘટાડો (&amp;D)</translation>
    </message>
</context>
<context>
    <name>QDockWidget</name>
    <message>
        <source>Float</source>
        <translation>અલગ કરો</translation>
    </message>
    <message>
        <source>Undocks and re-attaches the dock widget</source>
        <translation>તકતીને અલગ કરે છે અને પાછી જોડે છે</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>બંધ કરો</translation>
    </message>
    <message>
        <source>Closes the dock widget</source>
        <translation>તકતી બંધ કરે છે</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Look in:</source>
        <translation>આમાં જુઓ:</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>પાછળ</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>પાછળ જાઓ</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>આગળ</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>આગળ જાઓ</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>પિતૃ ફોલ્ડર</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>પિતૃ ફોલ્ડરમાં જાઓ</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>નવું ફોલ્ડર બનાવો</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>નવું ફોલ્ડર બનાવો</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>યાદી દૃશ્ય</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>યાદી દૃશ્યમાં બદલો</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>વિગતવાર દૃશ્ય</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>વિગતવાર દૃશ્યમાં બદલો</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>બાજુની તકતી</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>સ્થાનો અને બુકમાર્કની યાદી</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>ફાઇલો</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>ફાઇલનો પ્રકાર:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>ફાઇલનું નામ (&amp;N):</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>ખોલો (&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>સાચવો (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>પસંદ કરો (&amp;C)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>ખોલો</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>બીજા નામે સાચવો</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>ફોલ્ડર શોધો</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>બધી ફાઇલો (*)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>બધી ફાઇલો (*)</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>ફોલ્ડરો</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>ફોલ્ડર:</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>તાજેતરનાં સ્થાનો</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>બતાવો: </translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>નામ બદલો (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>કાઢી નાખો (&amp;D)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>કાઢી નાખો</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>છુપી ફાઇલો બતાવો (&amp;H)</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>નવું ફોલ્ડર (&amp;N)</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>નવું ફોલ્ડર</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>દૂર કરો</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 પહેલેથી અસ્તિત્વમાં છે.
શું તમે તેને બદલવા માંગો છો?</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
ફાઇલ મળી નહીં.
કૃપા કરીને ખાતરી કરો કે ફાઇલનું નામ સાચું આપ્યું છે.</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
ફોલ્ડર મળ્યું નહીં.
કૃપા કરીને ખાતરી કરો કે ફોલ્ડરનું નામ સાચું આપ્યું છે.</translation>
    </message>
    <message>
        <source>Are you sure you want to delete '%1'?</source>
        <translation>શું તમે ખરેખર ‘%1’ને કાઢી નાખવા માંગો છો?</translation>
    </message>
    <message>
        <source>'%1' is write protected.
Do you want to delete it anyway?</source>
        <translation>‘%1’ લખવા સામે સુરક્ષિત છે.
શું તમે છતાં તેને કાઢી નાખવા માંગો છો?</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>ફોલ્ડર કાઢી શકાયું નહીં.</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>નામ</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>માપ</translation>
    </message>
    <message>
        <source>Type</source>
        <comment>All other platforms</comment>
        <translation>પ્રકાર</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>ફેરફારની તારીખ</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>કમ્પ્યુટર</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>મારું કમ્પ્યુટર</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;OK</source>
        <translation>બરાબર (&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>સાચવો (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>રદ કરો (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>બંધ કરો (&amp;C)</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>સાચવ્યા વગર બંધ કરો</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>પૂર્વવત્ કરો (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>ફરી કરો (&amp;R)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>કાપો (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>નકલ કરો (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>ચોંટાડો (&amp;P)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>કાઢી નાખો</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>બધું પસંદ કરો</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>વિગતો બતાવો…</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>વિગતો છુપાવો…</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>Qt વિશે</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>બરાબર</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>સાચવો</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>બધું સાચવો</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>ખોલો</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>હા (&amp;Y)</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>બધા માટે હા (&amp;A)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>ના (&amp;N)</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>બધા માટે ના (&amp;O)</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>અટકાવો</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>ફરી પ્રયાસ કરો</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>અવગણો</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>બંધ કરો</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>રદ કરો</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>પડતું મૂકો</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>મદદ</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>લાગુ કરો</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>પુનઃસુયોજિત કરો</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>મૂળભૂત કિંમતો પુનઃસ્થાપિત કરો</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <source>Scroll here</source>
        <translation>અહીં સરકાવો</translation>
    </message>
    <message>
        <source>Left edge</source>
        <translation>ડાબી કિનારી</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>ટોચ</translation>
    </message>
    <message>
        <source>Right edge</source>
        <translation>જમણી કિનારી</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>તળિયું</translation>
    </message>
    <message>
        <source>Page left</source>
        <translation>એક પાનું ડાબે</translation>
    </message>
    <message>
        <source>Page up</source>
        <translation>એક પાનું ઉપર</translation>
    </message>
    <message>
        <source>Page right</source>
        <translation>એક પાનું જમણે</translation>
    </message>
    <message>
        <source>Page down</source>
        <translation>એક પાનું નીચે</translation>
    </message>
    <message>
        <source>Scroll left</source>
        <translation>ડાબે સરકાવો</translation>
    </message>
    <message>
        <source>Scroll up</source>
        <translation>ઉપર સરકાવો</translation>
    </message>
    <message>
        <source>Scroll right</source>
        <translation>જમણે સરકાવો</translation>
    </message>
    <message>
        <source>Scroll down</source>
        <translation>નીચે સરકાવો</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <source>Space</source>
        <translation>સ્પેસ</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>ડાબે</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>જમણે</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>ઉપર</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>નીચે</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Undo</source>
        <translation>પૂર્વવત્ કરો (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>ફરી કરો (&amp;R)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>કાપો (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>નકલ કરો (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>ચોંટાડો (&amp;P)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>કાઢી નાખો</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>બધું પસંદ કરો</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>કડીનું સ્થાન નકલ કરો (&amp;L)</translation>
    </message>
</context>
</TS>
