<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="gu">
<context>
    <name>GameText</name>
    <message>
        <location filename="../app/gui/game/gametext.cpp" line="+56"/>
        <source>Make a four with your last seed to capture it, and every four right behind it. A capture earns another turn.</source>
        <translation>છેલ્લા બીજથી કોઈ ખાડામાં બરાબર ચાર બીજ થાય તો તે કબજે કરો, અને તેની બરાબર પાછળ સળંગ આવેલા ચાર-ચાર બીજવાળા બધા ખાડા પણ. કબજો કર્યા પછી ફરી વારો મળે છે.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Make a four with your last seed to capture it; only that hole is taken. A capture earns another turn.</source>
        <translation>છેલ્લા બીજથી કોઈ ખાડામાં બરાબર ચાર બીજ થાય તો તે કબજે કરો; ફક્ત એ જ ખાડો લેવાય છે. કબજો કર્યા પછી ફરી વારો મળે છે.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every four you make while sowing is captured at once, even in passing. No extra turn after a capture.</source>
        <translation>વાવતી વખતે જે પણ ખાડામાં બરાબર ચાર બીજ થાય તે તરત કબજે થાય છે, વચ્ચેથી પસાર થતી વખતે પણ. કબજો કર્યા પછી વધારાનો વારો મળતો નથી.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>2 × %1</source>
        <translation>2 × %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1&apos;s hole %2</source>
        <extracomment>%1 is a player&apos;s name, %2 a hole letter</extracomment>
        <translation>%1નો ખાડો %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 passes: %2</source>
        <translation>%1 વારો જતો કરે છે: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location line="+67"/>
        <source>%n lap(s)</source>
        <translation>
            <numerusform>%n ફેરો</numerusform>
            <numerusform>%n ફેરા</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-56"/>
        <location line="+12"/>
        <source>captures %n</source>
        <translation>
            <numerusform>%n બીજ કબજે કરે છે</numerusform>
            <numerusform>%n બીજ કબજે કરે છે</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>takes the last four</source>
        <translation>છેલ્લા ચાર બીજ લે છે</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last four go to %1</source>
        <translation>છેલ્લા ચાર બીજ %1ને મળે છે</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>plays again</source>
        <translation>ફરી રમે છે</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>%1 %2: %3</source>
        <extracomment>%1 is a player&apos;s name, %2 the move&apos;s hole letter, %3 what happened (&quot;3 laps, captures 8&quot;)</extracomment>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+78"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <location line="-55"/>
        <source>captures a chain of %n from %1</source>
        <extracomment>the move list: a casa and the chain of fours behind it, &quot;captures a chain of 12 from E&quot;</extracomment>
        <translation>
            <numerusform>%1થી શરૂ થતી %n બીજની સાંકળ કબજે કરે છે</numerusform>
            <numerusform>%1થી શરૂ થતી %n બીજની સાંકળ કબજે કરે છે</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>captures %n on %1</source>
        <extracomment>the move list: &quot;captures 4 on C&quot;; %1 the hole (or holes, &quot;C and E&quot;) captured</extracomment>
        <translation>
            <numerusform>%1માંથી %n બીજ કબજે કરે છે</numerusform>
            <numerusform>%1માંથી %n બીજ કબજે કરે છે</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>turn over</source>
        <extracomment>a move&apos;s preview: the opponent moves next</extracomment>
        <translation>વારો વિરોધીને જાય છે</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1: %2, ends in %3</source>
        <extracomment>a move&apos;s preview before it is played: &quot;c: 3 laps, ends in E&quot;; %1 the hole played, %2 the laps (&quot;3 laps&quot;), %3 the hole where its last seed falls</extracomment>
        <translation>%1: %2, ખાડા %3માં પૂરી થાય છે</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2, ends in the empty hole %3</source>
        <extracomment>a move&apos;s preview before it is played: &quot;c: 1 lap, ends in the empty hole E&quot;; %1 the hole played, %2 the laps (&quot;1 lap&quot;), %3 the hole, empty until then, where its last seed falls</extracomment>
        <translation>%1: %2, ખાલી ખાડા %3માં પૂરી થાય છે</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — %2</source>
        <extracomment>a move&apos;s preview: where the move ends, then what it does (&quot;captures 8, plays again&quot;)</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 to move</source>
        <translation>%1નો વારો</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The game ended because %1.</source>
        <translation>રમત પૂરી થઈ, કારણ કે %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 made that capture and took the last four.</source>
        <translation>એ કબજો %1 દ્વારા થયો, તેથી છેલ્લા ચાર બીજ પણ %1ને મળ્યા.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last four went to %1.</source>
        <translation>છેલ્લા ચાર બીજ %1ને મળ્યા.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The game lasted %n turn(s).</source>
        <translation>
            <numerusform>રમત %n વારા સુધી ચાલી.</numerusform>
            <numerusform>રમત %n વારા સુધી ચાલી.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Played with the engine&apos;s help: the analysis was on.</source>
        <translation>કમ્પ્યુટરની મદદથી રમાયું: વિશ્લેષણ ચાલુ હતું.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Played with the engine&apos;s help: %n hint(s).</source>
        <translation>
            <numerusform>કમ્પ્યુટરની મદદથી રમાયું: %n સંકેત.</numerusform>
            <numerusform>કમ્પ્યુટરની મદદથી રમાયું: %n સંકેત.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The game is over.</source>
        <translation>રમત પૂરી થઈ ગઈ છે.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such hole.</source>
        <translation>આવો કોઈ ખાડો નથી.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is %1; %2 is to move.</source>
        <translation>એ %1 છે; વારો %2નો છે.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is closed.</source>
        <translation>%1 બંધ છે.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is empty.</source>
        <translation>%1 ખાલી છે.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot be played: its sowing would never end.</source>
        <translation>%1 રમી શકાય નહીં: તેની વાવણી ક્યારેય પૂરી નહીં થાય.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 can move and may not pass.</source>
        <translation>%1 ચાલ કરી શકે છે, તેથી વારો જતો કરી શકાય નહીં.</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../app/gui/learn/course.cpp" line="+35"/>
        <source>You play South, the near row: pick up the seeds of any one of your holes and sow them.</source>
        <extracomment>South and North are the two players: the learner is always South, on the near row</extracomment>
        <translation>તમે દક્ષિણ છો, એટલે કે નજીકની હરોળ: તમારા કોઈ પણ એક ખાડાનાં બીજ ઉપાડો અને તેમને વાવો.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click a hole of your row that holds seeds. Hole f sends its seeds on into North&apos;s row.</source>
        <extracomment>holes are named by letters, a to f in South&apos;s row and A to F in North&apos;s: keep the letters as they are</extracomment>
        <translation>તમારી હરોળના, બીજવાળા કોઈ ખાડા પર ક્લિક કરો. ખાડા fનાં બીજ આગળ ઉત્તરની હરોળમાં જાય છે.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your seeds went one by one into the holes that follow, counter-clockwise. Past the right end of your row they go on into North&apos;s row, and from North&apos;s row back into yours.</source>
        <translation>તમારાં બીજ એક-એક કરીને પછીના ખાડાઓમાં, ઘડિયાળના કાંટાની ઊલટી દિશામાં ગયાં. તમારી હરોળનો જમણો છેડો વટાવીને તે ઉત્તરની હરોળમાં આગળ જાય છે, અને ઉત્તરની હરોળમાંથી પાછાં તમારી હરોળમાં આવે છે.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You play South: sow from a hole whose last seed falls into an empty hole.</source>
        <translation>તમે દક્ષિણ છો: એવા ખાડામાંથી વાવો જેનું છેલ્લું બીજ ખાલી ખાડામાં પડે.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Count along from each of your holes, one seed a hole, and see where the last seed lands.</source>
        <translation>તમારા દરેક ખાડાથી ગણતા જાઓ, એક ખાડામાં એક બીજ, અને જુઓ કે છેલ્લું બીજ ક્યાં પડે છે.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your last seed fell into an empty hole, so your turn ended there. It does not matter whose row that hole is in.</source>
        <translation>તમારું છેલ્લું બીજ ખાલી ખાડામાં પડ્યું, તેથી તમારો વારો ત્યાં જ પૂરો થયો. એ ખાડો કોની હરોળમાં છે તેનાથી કોઈ ફરક પડતો નથી.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You play South: make a move of at least two laps.</source>
        <extracomment>a lap: one sowing of a handful of seeds; a relay starts the next lap</extracomment>
        <translation>તમે દક્ષિણ છો: ઓછામાં ઓછા બે ફેરાની ચાલ કરો.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look for a hole whose last seed would land on a seed, not in an empty hole.</source>
        <translation>એવો ખાડો શોધો જેનું છેલ્લું બીજ ખાલી ખાડામાં નહીં, પણ જેમાં પહેલેથી બીજ હોય એવા ખાડામાં પડે.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your last seed landed in d, which already held a seed. You lifted both and sowed on, and the second lap ended in an empty hole.</source>
        <translation>તમારું છેલ્લું બીજ dમાં પડ્યું, જેમાં પહેલેથી એક બીજ હતું. તમે બંને બીજ ઉપાડીને આગળ વાવ્યાં, અને બીજો ફેરો ખાલી ખાડામાં પૂરો થયો.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You play South: make a move of at least three laps.</source>
        <translation>તમે દક્ષિણ છો: ઓછામાં ઓછા ત્રણ ફેરાની ચાલ કરો.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow each lap to its end. A lap that runs into North&apos;s row can relay from there too.</source>
        <translation>દરેક ફેરાને તેના અંત સુધી અનુસરો. જે ફેરો ઉત્તરની હરોળમાં પહોંચે, ત્યાંથી પણ વાવણી આગળ ચાલી શકે છે.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first lap ended on your f and relayed, the second on North&apos;s B and relayed again, and the third ended in an empty hole. Relays happen in either row.</source>
        <translation>પહેલો ફેરો તમારા fમાં પૂરો થયો અને વાવણી આગળ ચાલી, બીજો ઉત્તરના Bમાં પૂરો થયો અને વાવણી ફરી આગળ ચાલી, અને ત્રીજો ખાલી ખાડામાં પૂરો થયો. વાવણી કોઈ પણ હરોળમાંથી આગળ ચાલી શકે છે.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You play South: make a casa, so that your last seed falls into a hole that then holds four seeds.</source>
        <translation>તમે દક્ષિણ છો: કાસા બનાવો, એટલે કે તમારું છેલ્લું બીજ એવા ખાડામાં પડે કે જેમાં પછી ચાર બીજ થાય.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Look for a hole with three seeds, and a hole before it whose last seed ends there.</source>
        <translation>ત્રણ બીજવાળો ખાડો શોધો, અને તેની પહેલાં એવો ખાડો, જેનું છેલ્લું બીજ બરાબર ત્યાં પડે.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your last seed made four in c: a casa, and its four seeds are yours. A casa is always captured, never relayed.</source>
        <translation>તમારા છેલ્લા બીજથી cમાં ચાર બીજ થયાં: આ કાસા છે, અને તેનાં ચાર બીજ તમારાં. કાસા હંમેશાં કબજે થાય છે, તેમાંથી ક્યારેય આગળ વાવણી થતી નથી.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You play South: capture four seeds; the only casa you can make is in North&apos;s row.</source>
        <translation>તમે દક્ષિણ છો: ચાર બીજ કબજે કરો; તમે બનાવી શકો એવી એકમાત્ર કાસા ઉત્તરની હરોળમાં છે.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>North&apos;s A holds three seeds. Which of your sowings, relays included, ends there?</source>
        <translation>ઉત્તરના ખાડા Aમાં ત્રણ બીજ છે. આગળ વાવણી પણ ગણતાં, તમારી કઈ વાવણી ત્યાં પૂરી થાય છે?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your first lap ended on e and relayed, and the last seed made four in North&apos;s A. A casa is yours in whichever row you make it.</source>
        <translation>તમારો પહેલો ફેરો eમાં પૂરો થયો અને વાવણી આગળ ચાલી, અને છેલ્લા બીજથી ઉત્તરના Aમાં ચાર બીજ થયાં. કાસા ગમે તે હરોળમાં બનાવો, તે તમારી જ છે.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>You play South: capture in two turns in a row.</source>
        <translation>તમે દક્ષિણ છો: સળંગ બે વારામાં કબજો કરો.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There are two threes you can reach: one in your row and one in North&apos;s.</source>
        <translation>તમે પહોંચી શકો એવા ત્રણ બીજવાળા બે ખાડા છે: એક તમારી હરોળમાં અને એક ઉત્તરની હરોળમાં.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your first capture gave you another turn, and you used it to capture again. After every capture you move again.</source>
        <translation>પહેલા કબજાથી તમને ફરી વારો મળ્યો, અને તેમાં તમે ફરીથી કબજો કર્યો. દરેક કબજા પછી તમે ફરી રમો છો.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You play South: capture in three turns in a row.</source>
        <translation>તમે દક્ષિણ છો: સળંગ ત્રણ વારામાં કબજો કરો.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each of your threes, and North&apos;s A, has a single seed just before it.</source>
        <translation>તમારા ત્રણ બીજવાળા દરેક ખાડાની અને ઉત્તરના Aની બરાબર પહેલાંના ખાડામાં એક જ બીજ છે.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three single seeds made three casas, and every capture gave you another turn. Twelve seeds in one go.</source>
        <translation>ત્રણ એકલાં બીજથી ત્રણ કાસા બની, અને દરેક કબજાથી તમને ફરી વારો મળ્યો. એક જ ઝપાટે બાર બીજ.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>You play South: capture a casa that has a four right behind it.</source>
        <translation>તમે દક્ષિણ છો: એવી કાસા કબજે કરો જેની બરાબર પાછળના ખાડામાં ચાર બીજ હોય.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A seed sown into a three makes it four. Look at the two threes side by side in your row.</source>
        <translation>ત્રણ બીજવાળા ખાડામાં એક બીજ વવાય તો તેમાં ચાર થાય. તમારી હરોળમાં પાસપાસે આવેલા ત્રણ-ત્રણ બીજવાળા બે ખાડા જુઓ.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your sowing made four in d on its way and a casa in e. The casa was captured, and the chain took the four behind it too: eight seeds.</source>
        <translation>તમારી વાવણીથી રસ્તામાં dમાં ચાર બીજ થયાં અને eમાં કાસા બની. કાસા કબજે થઈ, અને સાંકળે તેની પાછળના ચાર બીજ પણ લીધાં: આઠ બીજ.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You play South: capture at least twelve seeds in one turn.</source>
        <translation>તમે દક્ષિણ છો: એક વારામાં ઓછામાં ઓછાં બાર બીજ કબજે કરો.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four threes stand side by side across the end of the rows: your e and f, North&apos;s A and B.</source>
        <translation>હરોળોના છેડે, બંને બાજુ, ત્રણ-ત્રણ બીજવાળા ચાર ખાડા સળંગ છે: તમારા e અને f, ઉત્તરના A અને B.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your last seed made a casa in North&apos;s B. The chain took A behind it, crossed the end of the rows and took your f: twelve seeds. A four that is not right behind the casa stays on the board.</source>
        <translation>તમારા છેલ્લા બીજથી ઉત્તરના Bમાં કાસા બની. સાંકળે તેની પાછળનો A લીધો, હરોળોનો છેડો ઓળંગીને તમારો f પણ લીધો: બાર બીજ. જે ચાર બીજવાળો ખાડો કાસાની બરાબર પાછળ ન હોય તે બોર્ડ પર જ રહે છે.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You play South: end your turns leaving North no seeds to sow, so that North must pass.</source>
        <translation>તમે દક્ષિણ છો: તમારા વારા એવી રીતે પૂરા કરો કે ઉત્તર પાસે વાવવા માટે એક પણ બીજ ન રહે, અને તેણે વારો જતો કરવો પડે.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>North has seeds in one hole only. After a capture you move again: keep that move inside your row.</source>
        <translation>ઉત્તર પાસે ફક્ત એક જ ખાડામાં બીજ છે. કબજા પછી તમે ફરી રમો છો: એ ચાલ તમારી હરોળની અંદર જ રાખો.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You took North&apos;s last seeds and kept your own at home. North has nothing to sow, so North passes and you move again.</source>
        <translation>તમે ઉત્તરનાં છેલ્લાં બીજ લઈ લીધાં અને તમારાં બીજ તમારી હરોળમાં જ રાખ્યાં. ઉત્તર પાસે વાવવા માટે કંઈ નથી, તેથી ઉત્તર વારો જતો કરે છે અને તમે ફરી રમો છો.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You play South: capture four seeds by making a casa.</source>
        <translation>તમે દક્ષિણ છો: કાસા બનાવીને ચાર બીજ કબજે કરો.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hole b cannot be played: its sowing would never end. But seeds can still be sown into it.</source>
        <translation>ખાડો b રમી શકાય નહીં: તેની વાવણી ક્યારેય પૂરી નહીં થાય. પણ તેમાં બીજ તો વાવી શકાય છે.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You could not lift b, but you could fill it: your single seed made it a casa. An endless hole cannot be played, yet seeds still land in it.</source>
        <translation>તમે b ઉપાડી શકતા ન હતા, પણ તેને ભરી શકતા હતા: તમારા એકમાત્ર બીજથી તેમાં કાસા બની. અનંત વાવણીવાળો ખાડો રમી શકાતો નથી, છતાં તેમાં બીજ તો પડે જ છે.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You play South: capture so that four seeds are left, and take those last four too.</source>
        <translation>તમે દક્ષિણ છો: એવી રીતે કબજો કરો કે ચાર બીજ બચે, અને એ છેલ્લા ચાર બીજ પણ લઈ લો.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There are eight seeds on the board, so one casa is enough.</source>
        <translation>બોર્ડ પર આઠ બીજ છે, તેથી એક કાસા પૂરતી છે.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your casa left four seeds on the board, so the game ended and those four came to you as well: 28 to 20.</source>
        <translation>તમારી કાસા પછી બોર્ડ પર ચાર બીજ બચ્યાં, તેથી રમત પૂરી થઈ અને એ ચાર બીજ પણ તમને મળ્યાં: 28 વિરુદ્ધ 20.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>You play South: win the game at once by bringing a board back for the third time.</source>
        <translation>તમે દક્ષિણ છો: કોઈ સ્થિતિ ત્રીજી વાર લાવીને તરત જ રમત જીતો.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Read the moves played so far: one of your moves has already led twice to the same board.</source>
        <extracomment>the moves played before this step started, which brought the board back twice already</extracomment>
        <translation>અત્યાર સુધી રમાયેલી ચાલ જુઓ: તમારી એક ચાલ પહેલેથી બે વાર એક જ સ્થિતિમાં લઈ ગઈ છે.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That board came up for the third time, so the game ended and each player took their own row: your 8 against North&apos;s 4, 14 to 10 in all.</source>
        <extracomment>the final scores: each player&apos;s captured seeds plus the seeds of their own row</extracomment>
        <translation>એ સ્થિતિ ત્રીજી વાર આવી, તેથી રમત પૂરી થઈ અને દરેક ખેલાડીએ પોતાની હરોળનાં બીજ લીધાં: તમારાં 8 સામે ઉત્તરનાં 4, કુલ 14 વિરુદ્ધ 10.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You play South in Hoyito III: take the last four seeds.</source>
        <translation>તમે Hoyito IIIમાં દક્ષિણ છો: છેલ્લા ચાર બીજ લઈ લો.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A sowing that passes over a three leaves a four behind it, and in Hoyito III no chain takes that four.</source>
        <translation>ત્રણ બીજવાળા ખાડા પરથી પસાર થતી વાવણી પાછળ ચાર બીજવાળો ખાડો છોડી જાય છે, અને Hoyito IIIમાં કોઈ સાંકળ એ ચાર બીજ લેતી નથી.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You captured the casa in North&apos;s A, and the four in your f stayed. They were the last four, so they came to you. In Hoyito II the chain would have taken them, leaving no last four.</source>
        <translation>તમે ઉત્તરના Aમાંની કાસા કબજે કરી, અને તમારા fમાંના ચાર બીજ ત્યાં જ રહ્યાં. એ છેલ્લા ચાર બીજ હતાં, તેથી તમને મળ્યાં. Hoyito IIમાં સાંકળે તે લઈ લીધાં હોત, અને છેલ્લા ચાર બીજ બચ્યાં જ ન હોત.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You play South in a match round whose last four go to North: win the game.</source>
        <extracomment>the last four: the last four seeds on the board, which end the game</extracomment>
        <translation>તમે મૅચના એવા રાઉન્ડમાં દક્ષિણ છો જેમાં છેલ્લા ચાર બીજ ઉત્તરને મળે છે: રમત જીતો.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Count: the seeds you have, the four a casa adds, and the four North gets whoever captures.</source>
        <translation>ગણો: તમારી પાસેનાં બીજ, કાસાથી મળતાં ચાર બીજ, અને કબજો ગમે તે કરે, ઉત્તરને મળનારાં ચાર બીજ.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You kept the four you captured and North took the last four: 26 to 22, still your win. A quiet move from your hole a would have let North&apos;s F relay into your d and take all eight.</source>
        <translation>તમે કબજે કરેલાં ચાર બીજ તમારી પાસે રહ્યાં અને છેલ્લા ચાર બીજ ઉત્તરે લીધાં: 26 વિરુદ્ધ 22, છતાં જીત તમારી. તમારા ખાડા aમાંથી શાંત ચાલ પછી ઉત્તર Fથી આગળ વાવતાં તમારા d સુધી પહોંચત અને આઠેય બીજ લઈ લેત.</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>Hoyito comes in two variants. Every lesson so far was Hoyito II, which has one more rule, the chain: once a casa is captured, look at the hole just behind it, against the sowing. If it holds exactly four seeds, you capture them too, then the hole behind that one, and so on. The chain crosses the end of a row and stops at the first hole that does not hold four.</source>
        <extracomment>Hoyito II and Hoyito III are the names of the game&apos;s two variants: keep them</extracomment>
        <translation>Hoyitoના બે પ્રકાર છે. અત્યાર સુધીના બધા પાઠ Hoyito IIના હતા, જેમાં એક નિયમ વધારે છે, સાંકળ: કાસા કબજે થાય પછી, વાવણીની ઊલટી દિશામાં તેની બરાબર પાછળનો ખાડો જુઓ. તેમાં બરાબર ચાર બીજ હોય તો તે પણ કબજે કરો, પછી તેની પાછળનો ખાડો, અને એમ આગળ. સાંકળ હરોળનો છેડો ઓળંગે છે, અને જે પહેલા ખાડામાં ચાર બીજ ન હોય ત્યાં અટકે છે.</translation>
    </message>
    <message>
        <location line="-85"/>
        <location line="+16"/>
        <source>You play South: make a move after which North cannot capture.</source>
        <translation>તમે દક્ષિણ છો: એવી ચાલ કરો કે જે પછી ઉત્તર કબજો ન કરી શકે.</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>North&apos;s B and D hold three each. A single seed in the empty hole just before one of them is a casa for North.</source>
        <translation>ઉત્તરના B અને Dમાં ત્રણ-ત્રણ બીજ છે. એમાંથી કોઈની પણ બરાબર પહેલાંના ખાલી ખાડામાં એક બીજ હોય, તો ઉત્તરને કાસા મળે.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your move kept your seeds out of North&apos;s row, so North has no seed that ends on a three.</source>
        <translation>તમારી ચાલથી તમારાં બીજ ઉત્તરની હરોળમાં ન ગયાં, તેથી ઉત્તર પાસે એવું કોઈ બીજ નથી જે ત્રણ બીજવાળા ખાડામાં જઈને અટકે.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your b holds three. Can one of North&apos;s sowings end there?</source>
        <translation>તમારા bમાં ત્રણ બીજ છે. શું ઉત્તરની કોઈ વાવણી ત્યાં પૂરી થઈ શકે?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North&apos;s F would have sown into a and b and made a casa of your three. By lifting b you took those seeds out of reach.</source>
        <translation>ઉત્તરના Fની વાવણી a અને bમાં બીજ નાખત અને તમારા ત્રણ બીજવાળા ખાડામાં કાસા બનાવત. b ઉપાડીને તમે એ બીજ પહોંચની બહાર કરી દીધાં.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You play South: clear the board with captures and take the last four seeds.</source>
        <translation>તમે દક્ષિણ છો: કબજા કરીને બોર્ડ ખાલી કરો અને છેલ્લા ચાર બીજ લઈ લો.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Twelve seeds are on the board: two casas leave four. Find both.</source>
        <translation>બોર્ડ પર બાર બીજ છે: બે કાસા પછી ચાર બચે છે. બંને શોધો.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two captures in a row left four seeds, and they came to you: the board is clear and the game is yours, 32 to 16.</source>
        <translation>સળંગ બે કબજા પછી ચાર બીજ બચ્યાં, અને તે તમને મળ્યાં: બોર્ડ ખાલી છે અને રમત તમારી, 32 વિરુદ્ધ 16.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Sowing seeds</source>
        <translation>વાવણી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hoyito is played on two rows of holes: yours is the near row, North&apos;s the far one. On your turn you pick up all the seeds of one of your holes and sow them, one seed into each hole that follows, counter-clockwise: to the right along your row, then along North&apos;s row and back round to yours. When the last seed falls into an empty hole, your turn ends.</source>
        <translation>Hoyito ખાડાઓની બે હરોળ પર રમાય છે: નજીકની હરોળ તમારી છે, દૂરની ઉત્તરની. તમારા વારે તમે તમારા કોઈ એક ખાડાનાં બધાં બીજ ઉપાડો છો અને તેમને વાવો છો, પછીના દરેક ખાડામાં એક-એક બીજ, ઘડિયાળના કાંટાની ઊલટી દિશામાં: તમારી હરોળમાં જમણી તરફ, પછી ઉત્તરની હરોળમાં, અને ફરી પાછા તમારી હરોળમાં. છેલ્લું બીજ ખાલી ખાડામાં પડે ત્યારે તમારો વારો પૂરો થાય છે.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Relay laps</source>
        <translation>આગળ વાવણી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If your last seed falls into a hole that already holds seeds, your turn goes on: you pick up all the seeds of that hole, the last seed too, and sow them from the next hole. Each such sowing is a lap. Laps go on until the last seed falls into an empty hole, or makes four, which the next lesson is about.</source>
        <translation>જો તમારું છેલ્લું બીજ એવા ખાડામાં પડે જેમાં પહેલેથી બીજ હોય, તો તમારો વારો ચાલુ રહે છે: તમે એ ખાડાનાં બધાં બીજ, છેલ્લા બીજ સહિત, ઉપાડો છો અને પછીના ખાડાથી તેમને વાવો છો. આવી દરેક વાવણી એક ફેરો છે. છેલ્લું બીજ ખાલી ખાડામાં પડે, અથવા ખાડામાં ચાર બીજ કરે, ત્યાં સુધી ફેરા ચાલુ રહે છે; ચાર બીજની વાત હવે પછીના પાઠમાં.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Making a casa</source>
        <extracomment>&quot;casa&quot; is the game&apos;s own word (Spanish for &quot;house&quot;), a hole with exactly four seeds: keep it</extracomment>
        <translation>કાસા બનાવવી</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A casa is a hole with exactly four seeds. When the last seed of a lap makes a casa, you capture its four seeds: they leave the board and count for you. It works in either row, yours or North&apos;s.</source>
        <extracomment>&quot;casa&quot; is the game&apos;s own word (Spanish for &quot;house&quot;): keep it</extracomment>
        <translation>કાસા (casa) એટલે બરાબર ચાર બીજવાળો ખાડો. કોઈ ફેરાનું છેલ્લું બીજ કાસા બનાવે, ત્યારે તમે તેનાં ચાર બીજ કબજે કરો છો: તે બોર્ડ પરથી નીકળી જાય છે અને તમારા ખાતે ગણાય છે. આ બંને હરોળમાં લાગુ પડે છે, તમારીમાં પણ અને ઉત્તરનીમાં પણ.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Capture and go again</source>
        <translation>કબજો કરો અને ફરી રમો</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a capture you move again at once: a whole new turn, with any of your holes. If that turn captures too, you go again, and so on. A run of captures can clear much of the board.</source>
        <translation>કબજા પછી તમે તરત ફરી રમો છો: આખો નવો વારો, તમારા કોઈ પણ ખાડાથી. એ વારામાં પણ કબજો થાય તો ફરી રમો, અને એમ આગળ. સળંગ કબજાથી બોર્ડનો મોટો ભાગ ખાલી થઈ શકે છે.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The chain of fours</source>
        <translation>ચાર-ચાર બીજની સાંકળ</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Passing</source>
        <translation>વારો જતો કરવો</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player whose row has no seeds cannot move: they pass, and the other player moves again. If both pass, one after the other, the game ends and each takes the seeds left in their own row.</source>
        <translation>જે ખેલાડીની હરોળમાં એક પણ બીજ ન હોય તે ચાલ કરી શકતો નથી: તે વારો જતો કરે છે, અને સામેનો ખેલાડી ફરી રમે છે. જો બંને એક પછી એક વારો જતો કરે, તો રમત પૂરી થાય છે અને દરેક પોતાની હરોળમાં બચેલાં બીજ લે છે.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Endless sowings</source>
        <translation>અનંત વાવણી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now and then a sowing would relay for ever, bringing back the same board again and again. Such a hole cannot be played: the board shows it unplayable and says why. It happens in real games too, as early as six moves from the start. A player left with only such holes passes.</source>
        <translation>ક્યારેક કોઈ વાવણી કાયમ આગળ ચાલતી રહે, અને એ જ સ્થિતિ વારંવાર પાછી આવે. એવો ખાડો રમી શકાતો નથી: બોર્ડ તેને રમી ન શકાય તેવો બતાવે છે અને કારણ પણ જણાવે છે. આવું સાચી રમતોમાં પણ થાય છે, શરૂઆત પછી છ ચાલમાં પણ. જે ખેલાડી પાસે ફક્ત એવા જ ખાડા બચે તે વારો જતો કરે છે.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The last four</source>
        <translation>છેલ્લા ચાર બીજ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When a capture leaves exactly four seeds on the whole board, the game ends at once and those four go to the player who captured. When a capture leaves no seeds at all, the game ends too. Whoever has more seeds then wins.</source>
        <translation>કોઈ કબજા પછી આખા બોર્ડ પર બરાબર ચાર બીજ બચે, ત્યારે રમત તરત પૂરી થાય છે અને એ ચાર બીજ કબજો કરનાર ખેલાડીને મળે છે. કબજા પછી એક પણ બીજ ન બચે, ત્યારે પણ રમત પૂરી થાય છે. પછી જેની પાસે વધુ બીજ હોય તે જીતે છે.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Games that go round</source>
        <translation>સ્થિતિનું પુનરાવર્તન</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A game also ends when the same board, with the same player to move, comes up for the third time, and after 200 turns in a row without a capture. Then each player takes the seeds left in their own row. This step is on a small board of three holes a side, where a board comes back quickly.</source>
        <extracomment>&quot;a board&quot; is the seeds in every hole, with the same player to move</extracomment>
        <translation>એ જ સ્થિતિ, એ જ ખેલાડીના વારા સાથે, ત્રીજી વાર આવે ત્યારે પણ રમત પૂરી થાય છે, અને કબજા વગર સળંગ 200 વારા પછી પણ. ત્યારે દરેક ખેલાડી પોતાની હરોળમાં બચેલાં બીજ લે છે. આ પગલું દરેક બાજુ ત્રણ ખાડાવાળા નાના બોર્ડ પર છે, જ્યાં સ્થિતિ જલદી પાછી આવે છે.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hoyito III and matches</source>
        <translation>Hoyito III અને મૅચ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hoyito III has no chain: only the casa itself is captured, and a four behind it stays on the board. It is the variant of matches of several rounds. The last four go to whoever captures, as in Hoyito II, except from round 3 on: then the winner of the round before gets them.</source>
        <translation>Hoyito IIIમાં સાંકળ નથી: ફક્ત કાસા પોતે જ કબજે થાય છે, અને તેની પાછળનો ચાર બીજવાળો ખાડો બોર્ડ પર રહે છે. અનેક રાઉન્ડની મૅચમાં આ પ્રકાર રમાય છે. Hoyito IIની જેમ છેલ્લા ચાર બીજ કબજો કરનારને મળે છે, સિવાય કે રાઉન્ડ 3થી: ત્યારે તે પાછલા રાઉન્ડના વિજેતાને મળે છે.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>First tactics</source>
        <translation>શરૂઆતના દાવપેચ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Before you move, look at what North could do next: a three that a last seed of North&apos;s can reach is a casa for North. Do not leave a single seed just before a three, and move your own threes out of reach. When you can capture again and again, count the seeds: the last capture can take the last four too.</source>
        <extracomment>&quot;a three&quot;: a hole holding three seeds</extracomment>
        <translation>ચાલ કરતાં પહેલાં જુઓ કે પછી ઉત્તર શું કરી શકે: ઉત્તરનું છેલ્લું બીજ જ્યાં પહોંચી શકે એવો ત્રણ બીજવાળો ખાડો ઉત્તર માટે કાસા છે. ત્રણ બીજવાળા ખાડાની બરાબર પહેલાં એકલું બીજ ન છોડો, અને તમારા પોતાના ત્રણ બીજવાળા ખાડા પહોંચની બહાર કરો. જ્યારે તમે વારંવાર કબજો કરી શકો, ત્યારે બીજ ગણો: છેલ્લો કબજો છેલ્લા ચાર બીજ પણ લઈ શકે છે.</translation>
    </message>
</context>
<context>
    <name>LessonText</name>
    <message>
        <location filename="../app/gui/learn/lessontext.cpp" line="+21"/>
        <source>Your last seed fell into an empty hole: the turn ended there.</source>
        <extracomment>a lesson&apos;s goal was missed</extracomment>
        <translation>તમારું છેલ્લું બીજ ખાલી ખાડામાં પડ્યું: વારો ત્યાં જ પૂરો થયો.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>That move went round in %n lap(s) only: its last seed did not land in a hole that held seeds.</source>
        <extracomment>a lesson&apos;s goal was missed: the move&apos;s laps (1 lap, 2 laps)</extracomment>
        <translation>
            <numerusform>એ ચાલ ફક્ત %n ફેરાની રહી: તેનું છેલ્લું બીજ જેમાં પહેલેથી બીજ હોય એવા ખાડામાં પડ્યું નહીં.</numerusform>
            <numerusform>એ ચાલ ફક્ત %n ફેરાની રહી: તેનું છેલ્લું બીજ જેમાં પહેલેથી બીજ હોય એવા ખાડામાં પડ્યું નહીં.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That move made a casa: its last seed did not fall into an empty hole.</source>
        <extracomment>a lesson&apos;s goal was missed: the goal was a move that ends without capturing</extracomment>
        <translation>એ ચાલથી કાસા બની: તેનું છેલ્લું બીજ ખાલી ખાડામાં પડ્યું નહીં.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You captured %n seed(s) in that turn: not enough for the goal.</source>
        <extracomment>a lesson&apos;s goal was missed: the seeds captured in one turn</extracomment>
        <translation>
            <numerusform>એ વારામાં તમે %n બીજ કબજે કર્યું: લક્ષ્ય માટે એ પૂરતું નથી.</numerusform>
            <numerusform>એ વારામાં તમે %n બીજ કબજે કર્યાં: લક્ષ્ય માટે એ પૂરતાં નથી.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You made a casa, but the hole behind it did not hold four seeds, so no chain followed.</source>
        <extracomment>a lesson&apos;s goal was missed</extracomment>
        <translation>તમે કાસા બનાવી, પણ તેની પાછળના ખાડામાં ચાર બીજ ન હતાં, તેથી સાંકળ ન બની.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Now the other side can capture %n seed(s) by playing %1.</source>
        <extracomment>a lesson&apos;s goal was missed: %1 the opponent&apos;s move (&quot;D&quot;); %n the seeds it captures</extracomment>
        <translation>
            <numerusform>હવે સામેનો ખેલાડી %1 રમીને %n બીજ કબજે કરી શકે છે.</numerusform>
            <numerusform>હવે સામેનો ખેલાડી %1 રમીને %n બીજ કબજે કરી શકે છે.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The other side can still move (%1), so it does not have to pass.</source>
        <extracomment>a lesson&apos;s goal was missed: %1 a move the opponent still has (&quot;E&quot;)</extracomment>
        <translation>સામેનો ખેલાડી હજી ચાલ કરી શકે છે (%1), તેથી તેણે વારો જતો કરવો પડતો નથી.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The last four seeds went to the other side.</source>
        <extracomment>a lesson&apos;s goal was missed</extracomment>
        <translation>છેલ્લા ચાર બીજ સામેના ખેલાડીને મળ્યાં.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game ended, and you did not win it.</source>
        <extracomment>a lesson&apos;s goal was missed</extracomment>
        <translation>રમત પૂરી થઈ, અને તમે જીત્યા નહીં.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Goal reached in %n move(s) (par %1).</source>
        <extracomment>a lesson&apos;s goal reached: %n the learner&apos;s moves, %1 the par (the moves for three stars)</extracomment>
        <translation>
            <numerusform>લક્ષ્ય %n ચાલમાં પૂરું થયું (આદર્શ: %1).</numerusform>
            <numerusform>લક્ષ્ય %n ચાલમાં પૂરું થયું (આદર્શ: %1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n of 3 star(s)</source>
        <extracomment>for the screen reader: the stars of a lesson step</extracomment>
        <translation>
            <numerusform>3માંથી %n તારો</numerusform>
            <numerusform>3માંથી %n તારા</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Par: %n move(s)</source>
        <extracomment>a lesson step&apos;s par: the moves for three stars</extracomment>
        <translation>
            <numerusform>આદર્શ: %n ચાલ</numerusform>
            <numerusform>આદર્શ: %n ચાલ</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Step %1 of %2</source>
        <extracomment>a lesson&apos;s progress: &quot;Step 2 of 3&quot;</extracomment>
        <translation>પગલું %1 (કુલ %2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The computer plays %1&apos;s replies.</source>
        <extracomment>%1 the side the computer plays in a lesson (&quot;North&quot;)</extracomment>
        <translation>%1 તરફથી કમ્પ્યુટર રમે છે.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Played before this step: %1</source>
        <extracomment>the moves of a lesson step&apos;s game before the learner&apos;s turn, in the board&apos;s letters: &quot;b, B, a, B&quot;</extracomment>
        <translation>આ પગલા પહેલાં રમાયેલી ચાલ: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Watch the moves played before this step: %1 (%2 of %3).</source>
        <extracomment>the board replays the moves played before a lesson step: %1 the move (&quot;B&quot;), %2 its number, %3 how many</extracomment>
        <translation>આ પગલા પહેલાં રમાયેલી ચાલ જુઓ: %1 (%3માંથી %2).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That was the game so far. Your move.</source>
        <extracomment>the board has replayed the moves before a lesson step; now the learner moves</extracomment>
        <translation>અત્યાર સુધીની રમત આ હતી. હવે તમારી ચાલ.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>You captured %n seed(s), so you move again.</source>
        <extracomment>during a lesson step of several moves, after the learner&apos;s capture</extracomment>
        <translation>
            <numerusform>તમે %n બીજ કબજે કર્યું, એટલે તમે ફરી ચાલ કરો છો.</numerusform>
            <numerusform>તમે %n બીજ કબજે કર્યાં, એટલે તમે ફરી ચાલ કરો છો.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has no seeds to sow and passes, so you move again.</source>
        <extracomment>during a lesson step of several moves: %1 the other player (&quot;North&quot;)</extracomment>
        <translation>%1 પાસે વાવવા માટે બીજ નથી, એટલે તે વારો જતો કરે છે અને તમે ફરી ચાલ કરો છો.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have finished the course. Try a game against the computer: Play a Game, or Game &gt; New Game at any time.</source>
        <translation>તમે બધા પાઠ પૂરા કર્યા. હવે કમ્પ્યુટર સામે એક રમત રમી જુઓ: એક રમત રમો, અથવા ગમે ત્યારે રમત &gt; નવી રમત.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Learn Hoyito</source>
        <translation>Hoyito શીખો</translation>
    </message>
</context>
<context>
    <name>ReviewText</name>
    <message>
        <location filename="../app/gui/analysis/reviewtext.cpp" line="+35"/>
        <source>%1. %2 %3</source>
        <extracomment>a line of the move list after a review: the turn number, the sign (?!, ?, ??), what happened</extracomment>
        <translation>%1. %2 %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No move: a pass.</source>
        <translation>કોઈ ચાલ નથી: વારો જતો કર્યો.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The only move.</source>
        <translation>એકમાત્ર ચાલ.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+24"/>
        <source>The best move.</source>
        <translation>શ્રેષ્ઠ ચાલ.</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Good move: less than a seed worse than %1.</source>
        <extracomment>%1 the best move&apos;s letter</extracomment>
        <translation>સારી ચાલ: %1 કરતાં એક બીજ જેટલી પણ નબળી નથી.</translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>Inaccuracy: %n seed(s) worse than %1.</source>
        <extracomment>%1 the best move&apos;s letter</extracomment>
        <translation>
            <numerusform>અચોક્કસ ચાલ: %1 કરતાં %n બીજ જેટલી નબળી ચાલ.</numerusform>
            <numerusform>અચોક્કસ ચાલ: %1 કરતાં %n બીજ જેટલી નબળી ચાલ.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Mistake: %n seed(s) worse than %1.</source>
        <translation>
            <numerusform>ભૂલ: %1 કરતાં %n બીજ જેટલી નબળી ચાલ.</numerusform>
            <numerusform>ભૂલ: %1 કરતાં %n બીજ જેટલી નબળી ચાલ.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Blunder: %n seed(s) worse than %1.</source>
        <translation>
            <numerusform>ગંભીર ભૂલ: %1 કરતાં %n બીજ જેટલી નબળી ચાલ.</numerusform>
            <numerusform>ગંભીર ભૂલ: %1 કરતાં %n બીજ જેટલી નબળી ચાલ.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Turn %1: %2 played %3 — %4</source>
        <extracomment>%1 turn number, %2 player, %3 the move with its sign (&quot;A??&quot;), %4 the verdict</extracomment>
        <translation>વારો %1: %2ની ચાલ %3 — %4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2% accuracy · ?! %3 · ? %4 · ?? %5</source>
        <extracomment>%1 a player, %2 the accuracy in percent, then how many inaccuracies (?!), mistakes (?) and blunders (??)</extracomment>
        <translation>%1: %2% ચોકસાઈ · ?! %3 · ? %4 · ?? %5</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Start: %1 %2 – %3 %4</source>
        <extracomment>the review graph&apos;s tooltip at the start: the expected final score &quot;Ana 24 – Luis 24&quot;</extracomment>
        <translation>શરૂઆત: %1 %2 – %3 %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After turn %1: %2 %3 – %4 %5</source>
        <extracomment>the review graph&apos;s tooltip: the expected final score after a turn</extracomment>
        <translation>વારા %1 પછી: %2 %3 – %4 %5</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Evaluation graph</source>
        <translation>મૂલ્યાંકનનો આલેખ</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Mo&amp;de:</source>
        <extracomment>the label of the review&apos;s Quick / Deep choice</extracomment>
        <translation>પ્રકાર (&amp;D):</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Plays the engine&apos;s best move on the board from the position before this turn; the board stays there until you go back to the game</source>
        <translation>આ વારા પહેલાંની સ્થિતિથી કમ્પ્યુટરની શ્રેષ્ઠ ચાલ બોર્ડ પર રમી બતાવે છે; તમે રમત પર પાછા ન જાઓ ત્યાં સુધી બોર્ડ ત્યાં જ રહે છે</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Back to the Ga&amp;me</source>
        <extracomment>the Show Better Move button while the better move is on the board; M as in Show Better &amp;Move</extracomment>
        <translation>રમત પર પાછા જાઓ (&amp;M)</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>Quick</source>
        <translation>ઝડપી</translation>
    </message>
    <message numerus="yes">
        <location line="-70"/>
        <source>Inaccuracy: %n seed(s) worse than %1, but %2 wins either way.</source>
        <extracomment>the move lost seeds, but the winner stays the same; %1 the best move&apos;s letter, %2 a player</extracomment>
        <translation>
            <numerusform>અચોક્કસ ચાલ: %1 કરતાં %n બીજ જેટલી નબળી ચાલ, પણ %2 તો પણ જીતે છે.</numerusform>
            <numerusform>અચોક્કસ ચાલ: %1 કરતાં %n બીજ જેટલી નબળી ચાલ, પણ %2 તો પણ જીતે છે.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Mistake: %n seed(s) worse than %1, but %2 wins either way.</source>
        <extracomment>the move lost seeds, but the winner stays the same; %1 the best move&apos;s letter, %2 a player</extracomment>
        <translation>
            <numerusform>ભૂલ: %1 કરતાં %n બીજ જેટલી નબળી ચાલ, પણ %2 તો પણ જીતે છે.</numerusform>
            <numerusform>ભૂલ: %1 કરતાં %n બીજ જેટલી નબળી ચાલ, પણ %2 તો પણ જીતે છે.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+33"/>
        <source>By the review, %1 had no move that avoided the loss at any turn: %2 was ahead from the start.</source>
        <extracomment>a finished game&apos;s review: %1 the player who lost never had a move that avoided the loss, %2 the winner</extracomment>
        <translation>સમીક્ષા મુજબ, %1 પાસે કોઈ પણ વારે હાર ટાળે એવી ચાલ નહોતી: %2 શરૂઆતથી જ આગળ હતા.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turn %1 decided the game: until %2 played %3, %2 could still have won or drawn; after it, %4 wins with best play.</source>
        <extracomment>a finished game&apos;s review: %1 the turn&apos;s number, %2 the player who lost, %3 their move then, %4 the winner</extracomment>
        <translation>વારો %1 રમતનો નિર્ણાયક બન્યો: %2 એ %3 રમ્યા ત્યાં સુધી %2 હજી જીતી કે ડ્રૉ કરી શકતા હતા; તે પછી શ્રેષ્ઠ રમતમાં %4 જીતે છે.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The expected final difference in seeds after each turn; the line leans toward the row of the player ahead, as far as the number at the edge. Click a turn to see it on the board.</source>
        <translation>દરેક વારા પછી રમતના અંતે બીજમાં અપેક્ષિત તફાવત; રેખા આગળ રહેલા ખેલાડીની હરોળ તરફ, કિનારે લખેલા આંક સુધી, નમે છે. બોર્ડ પર જોવા માટે કોઈ વારા પર ક્લિક કરો.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Deep</source>
        <translation>ઊંડી</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Quick: every move of every turn searched for %1 positions, and again for %2 where the move played looks like a mistake, with the endgame tables where they reach: seconds for a whole game. Deep: %3 and %4 positions, about four times as long.</source>
        <extracomment>%1 and %2: how many positions the engine looks at for each turn of the game at Quick, then again for a turn whose move looks like a mistake; %3 and %4: the same at Deep</extracomment>
        <translation>ઝડપી: દરેક વારાની દરેક શક્ય ચાલ %1 સ્થિતિઓ સુધી ગણાય છે, અને જ્યાં રમાયેલી ચાલ ભૂલ જેવી લાગે ત્યાં ફરી %2 સ્થિતિઓ સુધી, અને જ્યાં પહોંચે ત્યાં અંતિમ તબક્કાનાં કોષ્ટકો સાથે: આખી રમત માટે થોડી સેકન્ડ. ઊંડી: %3 અને %4 સ્થિતિઓ, લગભગ ચાર ગણો સમય.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Reviewing turn %1 of %2…</source>
        <extracomment>the review&apos;s progress bar: the turn being analysed, of all turns</extracomment>
        <translation>%2માંથી વારા %1ની સમીક્ષા ચાલુ છે…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Revie&amp;w</source>
        <translation>સમીક્ષા કરો (&amp;I)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Revie&amp;w Again</source>
        <translation>ફરી સમીક્ષા કરો (&amp;I)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Cancel</source>
        <translation>અટકાવો (&amp;C)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Review cancelled.</source>
        <translation>સમીક્ષા અટકાવી.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No moves to review yet.</source>
        <translation>સમીક્ષા માટે હજી કોઈ ચાલ નથી.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Click a turn in the graph or the move list to see it.</source>
        <translation>જોવા માટે આલેખમાં અથવા ચાલની યાદીમાં કોઈ વારા પર ક્લિક કરો.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show Better &amp;Move</source>
        <translation>વધુ સારી ચાલ બતાવો (&amp;M)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Better than %1: %2</source>
        <extracomment>the status line while the better move is shown: &quot;Better than A: D&quot;</extracomment>
        <translation>%1 કરતાં વધુ સારી: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Review</source>
        <translation>સમીક્ષા</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Re&amp;view Game</source>
        <translation>રમતની સમીક્ષા (&amp;V)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The engine analyses every turn of the game: a graph of the evaluation, each move marked, each player&apos;s accuracy</source>
        <translation>કમ્પ્યુટર રમતના દરેક વારાનું વિશ્લેષણ કરે છે: મૂલ્યાંકનનો આલેખ, દરેક ચાલ પર નિશાની, દરેક ખેલાડીની ચોકસાઈ</translation>
    </message>
</context>
<context>
    <name>StartNotice</name>
    <message>
        <location filename="../app/gui/config/startnotice.cpp" line="+17"/>
        <source>Your turn: click a hole of your near row. The computer (%1) moved first; in Hoyito II the second player has the edge. Rules: %2</source>
        <extracomment>status line at the first start, when the newcomer is first to move: %1 the computer&apos;s level (&quot;Beginner&quot;), %2 the key of the rules (&quot;F1&quot;)</extracomment>
        <translation>તમારો વારો: તમારી નજીકની હરોળના કોઈ ખાડા પર ક્લિક કરો. કમ્પ્યુટરે (%1) પહેલી ચાલ કરી; Hoyito IIમાં બીજા ક્રમે રમનારને ફાયદો છે. નિયમો: %2</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Settings reset to their defaults, as their values made no sense: %1.</source>
        <extracomment>status line at start: settings whose values made no sense, e.g. &quot;view/animationSpeed, newGame/holesPerRow&quot;</extracomment>
        <translation>આ સેટિંગ્સની કિંમતોનો કોઈ અર્થ ન હતો, તેથી તેમને મૂળભૂત કિંમતો પર પાછાં લાવ્યાં છે: %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>“%1” is not a regular file: the settings of this run are not kept.</source>
        <extracomment>status line at start: the settings file is a folder, a named pipe, ...</extracomment>
        <translation>“%1” સામાન્ય ફાઇલ નથી: આ વખતનાં સેટિંગ્સ સચવાશે નહીં.</translation>
    </message>
</context>
<context>
    <name>TableText</name>
    <message>
        <location filename="../app/gui/tables/tabletext.cpp" line="+18"/>
        <source>%1, last four to the capturer</source>
        <extracomment>the endgame tables of Hoyito III where the last four go to the player who captured the fours before</extracomment>
        <translation>%1, છેલ્લા ચાર બીજ છેલ્લેથી બીજા ચાર બીજ કબજે કરનારને</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, last four to a fixed side</source>
        <extracomment>the endgame tables of Hoyito III where the last four go to a side fixed in advance (match rounds 3+)</extracomment>
        <translation>%1, છેલ્લા ચાર બીજ પહેલેથી નક્કી કરેલા ખેલાડીને</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>none</source>
        <extracomment>no endgame tables built for this rule set and board</extracomment>
        <translation>કોઈ નહીં</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>up to %1 seeds</source>
        <extracomment>endgame tables built for every position with at most this many seeds on the board</extracomment>
        <translation>%1 બીજ સુધી</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the file is missing</source>
        <translation>ફાઇલ નથી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file cannot be read</source>
        <translation>ફાઇલ વાંચી શકાતી નથી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not a regular file</source>
        <translation>તે સામાન્ય ફાઇલ નથી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is cut short or too long</source>
        <translation>ફાઇલ અધૂરી છે અથવા વધુ પડતી લાંબી છે</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is not a table</source>
        <translation>ફાઇલ કોષ્ટક નથી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is of another version</source>
        <translation>ફાઇલ બીજી આવૃત્તિની છે</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file holds another table</source>
        <translation>ફાઇલમાં બીજું કોષ્ટક છે</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its checksum does not match</source>
        <translation>તેનો ચેકસમ મેળ ખાતો નથી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it holds impossible values</source>
        <translation>તેમાં અશક્ય કિંમતો છે</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file was changed after it was loaded</source>
        <translation>ખોલ્યા પછી ફાઇલ બદલાઈ ગઈ છે</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 on %2: the table of %3 seeds is not used (%4); it is rebuilt.</source>
        <extracomment>a damaged endgame table file: &quot;Hoyito II on 2 × 6: the table of 9 seeds is not used (its checksum does not match); it is rebuilt.&quot;</extracomment>
        <translation>%1, %2 બોર્ડ: %3 બીજનું કોષ્ટક વપરાતું નથી (%4); તે ફરી બનાવાશે.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 s</source>
        <extracomment>a duration in seconds</extracomment>
        <translation>%1 સે.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 min</source>
        <extracomment>a duration in minutes</extracomment>
        <translation>%1 મિનિટ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 h %2 min</source>
        <extracomment>a duration in hours and minutes</extracomment>
        <translation>%1 કલાક %2 મિનિટ</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Everything chosen is built.</source>
        <translation>પસંદ કરેલું બધું બની ગયું છે.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>To build: %1 positions, about %2, %3 on disk, %4 of memory while building.</source>
        <extracomment>before a build: positions, time, disk space, memory</extracomment>
        <translation>બનાવવાનું: %1 સ્થિતિઓ, આશરે %2, ડિસ્ક પર %3, બનાવતી વખતે %4 મેમરી.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>While building, up to %1 more on disk, freed at the end.</source>
        <extracomment>after the estimate, when the largest levels keep their moves in a scratch file</extracomment>
        <translation>બનાવતી વખતે ડિસ્ક પર %1 જેટલી વધુ જગ્યા, જે અંતે ખાલી થાય છે.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>It needs %1 of memory; this computer has %2. Choose fewer seeds.</source>
        <extracomment>a build would need more memory than the computer has: &quot;It needs 17 GB of memory; this computer has 8 GB.&quot;</extracomment>
        <translation>તેને %1 મેમરી જોઈએ; આ કમ્પ્યુટરમાં %2 છે. ઓછાં બીજ પસંદ કરો.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>checking the finished levels</source>
        <translation>પૂરાં થયેલાં કોષ્ટકો તપાસાય છે</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>finding the moves</source>
        <translation>ચાલો શોધાય છે</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>solving</source>
        <translation>ઉકેલાય છે</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>writing</source>
        <translation>લખાય છે</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2: %3 seeds of %4, %5</source>
        <extracomment>a build&apos;s progress: &quot;Hoyito II on 2 × 6: 14 seeds of 20, solving&quot;</extracomment>
        <translation>%1, %2 બોર્ડ: %4માંથી %3 બીજ, %5</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Elapsed %1</source>
        <translation>વીતેલો સમય %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Elapsed %1, about %2 left</source>
        <extracomment>a build&apos;s clock: &quot;Elapsed 0:42, about 1:10 left&quot;</extracomment>
        <translation>વીતેલો સમય %1, આશરે %2 બાકી</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Built in %1.</source>
        <translation>%1માં બની ગયું.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled after %1. The tables finished so far are kept: “Resume” goes on from there.</source>
        <translation>%1 પછી અટકાવ્યું. પૂરાં થયેલાં કોષ્ટકો સચવાયાં છે: “ચાલુ રાખો” ત્યાંથી આગળ વધશે.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The build failed: %1</source>
        <extracomment>%1 is the reason, e.g. a file that cannot be written</extracomment>
        <translation>કોષ્ટકો બનાવી શકાયાં નહીં: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 on %2: the perfect-play tables could not be built (%3).</source>
        <extracomment>a build of endgame tables failed; %3 is the reason, e.g. a file that cannot be written</extracomment>
        <translation>%1, %2 બોર્ડ: ભૂલરહિત રમતનાં કોષ્ટકો બનાવી શકાયાં નહીં (%3).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 on %2: the perfect-play tables could not be built; the game tries again in %3 (%4).</source>
        <extracomment>a build of endgame tables in the background failed and is tried again later; %4 is the reason: &quot;Hoyito II on 2 × 12: the perfect-play tables could not be built; the game tries again in 1 min (the disk is full).&quot;</extracomment>
        <translation>%1, %2 બોર્ડ: ભૂલરહિત રમતનાં કોષ્ટકો બનાવી શકાયાં નહીં; રમત %3 પછી ફરી પ્રયત્ન કરશે (%4).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Building the endgame tables for perfect play, once, in the background: %1%</source>
        <extracomment>the status bar while endgame tables are built: &quot;Building the endgame tables for perfect play, once, in the background: 45%&quot;</extracomment>
        <translation>ભૂલરહિત રમત માટે અંતિમ તબક્કાનાં કોષ્ટકો એક જ વાર, પાછળથી બની રહ્યાં છે: %1%</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>With these tables the computer and the analysis play every small endgame perfectly. They are built once, %1 on disk, and only with what the processor has to spare: your game comes first.</source>
        <extracomment>the tooltip of &quot;Building the endgame tables …: 45%&quot; at the first start; %1 is a size: &quot;90 MB&quot;</extracomment>
        <translation>આ કોષ્ટકોથી કમ્પ્યુટર અને વિશ્લેષણ દરેક નાનો અંતિમ તબક્કો ભૂલ વગર રમે છે. તે એક જ વાર બને છે, ડિસ્ક પર %1 જગ્યા લે છે, અને ફક્ત પ્રોસેસર પાસે વધારાનો સમય હોય ત્યારે જ: તમારી રમત પહેલાં આવે છે.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Later</source>
        <extracomment>a status bar button: build the perfect-play tables another time</extracomment>
        <translation>પછીથી</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stop building the perfect-play tables now: the game builds them at its next start, or Help &gt; Perfect Play builds them when you choose.</source>
        <translation>ભૂલરહિત રમતનાં કોષ્ટકો બનાવવાનું હમણાં બંધ કરો: રમત હવે પછી શરૂ થાય ત્યારે તેને બનાવશે, અથવા તમે ઇચ્છો ત્યારે મદદ &gt; ભૂલરહિત રમત તેને બનાવશે.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The perfect-play tables will be built at the next start, or from Help &gt; Perfect Play.</source>
        <translation>ભૂલરહિત રમતનાં કોષ્ટકો રમત હવે પછી શરૂ થાય ત્યારે બનશે, અથવા મદદ &gt; ભૂલરહિત રમતમાંથી.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Perfect play: a draw, %1–%2</source>
        <extracomment>the outcome with perfect play from here: &quot;Perfect play: a draw, 24–24&quot;</extracomment>
        <translation>ભૂલરહિત રમતમાં: બરાબરી, %1–%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Perfect play: %1 wins %2–%3</source>
        <extracomment>the outcome with perfect play from here: &quot;Perfect play: North wins 30–18&quot; (the winner&apos;s seeds first)</extracomment>
        <translation>ભૂલરહિત રમતમાં: %1ની %2–%3થી જીત</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Perfect play: %1 gets between %2 and %3 seeds</source>
        <extracomment>perfect play from here gives the player to move between so many seeds: &quot;Perfect play: North gets between 26 and 30 seeds&quot;</extracomment>
        <translation>ભૂલરહિત રમતમાં: %1ને %2થી %3 બીજ મળે</translation>
    </message>
</context>
<context>
    <name>TrainerText</name>
    <message>
        <location filename="../app/gui/learn/trainertext.cpp" line="+12"/>
        <source>Puzzles</source>
        <extracomment>the puzzle trainer&apos;s window title</extracomment>
        <translation>કોયડા</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Chain of fours</source>
        <extracomment>a puzzle&apos;s theme: a capture takes a backward chain of fours</extracomment>
        <translation>ચોગ્ગાની સાંકળ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capture run</source>
        <extracomment>a puzzle&apos;s theme: three or more captures in a row</extracomment>
        <translation>સળંગ કબજા</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clear the board</source>
        <extracomment>a puzzle&apos;s theme: a turn that ends the game</extracomment>
        <translation>બોર્ડ ખાલી કરો</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Defence</source>
        <extracomment>a puzzle&apos;s theme: the only move that leaves the opponent no big capture</extracomment>
        <translation>બચાવ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Long relay</source>
        <extracomment>a puzzle&apos;s theme: a move that goes round the board four times or more</extracomment>
        <translation>ઘણા ફેરા</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Endgame</source>
        <extracomment>a puzzle&apos;s theme: proven by the endgame tables</extracomment>
        <translation>અંતિમ તબક્કો</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>All themes</source>
        <extracomment>the theme filter of the puzzle trainer: no filter</extracomment>
        <translation>બધા વિષયો</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1, 2 × %2</source>
        <extracomment>a board of the puzzle trainer: %1 the variant (&quot;Hoyito II&quot;), %2 holes a row</extracomment>
        <translation>%1, 2 × %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 to play: find the best move.</source>
        <extracomment>the puzzle&apos;s task: %1 the side to move (&quot;South&quot;)</extracomment>
        <translation>%1નો વારો: શ્રેષ્ઠ ચાલ શોધો.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Solved.</source>
        <extracomment>the puzzle&apos;s task line once the puzzle is solved</extracomment>
        <translation>ઉકેલાયો.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not solved: the best move was %1.</source>
        <extracomment>the puzzle&apos;s task line after a wrong move: %1 the move that was best (&quot;d&quot;)</extracomment>
        <translation>ઉકેલાયો નહીં: શ્રેષ્ઠ ચાલ %1 હતી.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The solution: %1 to move.</source>
        <extracomment>the puzzle&apos;s solution being played on the board: %1 the side to move (&quot;North&quot;)</extracomment>
        <translation>ઉકેલ: ચાલ %1ની.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Right! Watch the reply, then play on.</source>
        <extracomment>a right move in a puzzle that goes on with the opponent&apos;s reply</extracomment>
        <translation>સાચું! જવાબ જુઓ, પછી આગળ રમો.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Right! Play again.</source>
        <extracomment>a right move in a puzzle after which the solver moves again (a capture)</extracomment>
        <translation>સાચું! ફરી તમારો વારો.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Solved!</source>
        <extracomment>the puzzle is solved</extracomment>
        <translation>ઉકેલાયો!</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is not the move.</source>
        <extracomment>a wrong move in a puzzle: %1 the move (&quot;a&quot;)</extracomment>
        <translation>%1 સાચી ચાલ નથી.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>It loses %n seed(s).</source>
        <extracomment>what a wrong move in a puzzle loses against the solution, in seeds</extracomment>
        <translation>
            <numerusform>તેમાં %n બીજ ગુમાવાય છે.</numerusform>
            <numerusform>તેમાં %n બીજ ગુમાવાય છે.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The solution is shown on the board.</source>
        <extracomment>after a wrong move the puzzle&apos;s solution is played on the board</extracomment>
        <translation>ઉકેલ બોર્ડ પર બતાવાય છે.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hint: play from the ringed hole.</source>
        <extracomment>the hint in a puzzle that does not count for the rating</extracomment>
        <translation>સંકેત: વર્તુળવાળા ખાડામાંથી રમો.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: play from the ringed hole. Solved now, the puzzle will not raise your rating.</source>
        <extracomment>the hint in a puzzle that counts for the rating</extracomment>
        <translation>સંકેત: વર્તુળવાળા ખાડામાંથી રમો. હવે ઉકેલશો તો આ કોયડાથી તમારું રેટિંગ નહીં વધે.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rating %1?</source>
        <extracomment>the player&apos;s puzzle rating while it is provisional (few puzzles rated yet): %1 the rating</extracomment>
        <translation>રેટિંગ %1?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rating %1 ± %2</source>
        <extracomment>the player&apos;s puzzle rating: %1 the rating, %2 its deviation</extracomment>
        <translation>રેટિંગ %1 ± %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Provisional: your rating is still uncertain (± %1), so each puzzle moves it a lot. It settles after some ten rated puzzles.</source>
        <extracomment>the tooltip of a provisional puzzle rating (&quot;Rating 1500?&quot;): %1 its deviation now</extracomment>
        <translation>કામચલાઉ: તમારું રેટિંગ હજી અનિશ્ચિત છે (± %1), તેથી દરેક કોયડો તેને ઘણું બદલે છે. લગભગ દસ રેટિંગવાળા કોયડા પછી તે સ્થિર થાય છે.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>(+%1)</source>
        <extracomment>how much a puzzle changed the rating: &quot;+12&quot;, &quot;−8&quot;</extracomment>
        <translation>(+%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(−%1)</source>
        <translation>(−%1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Puzzle rated %1</source>
        <extracomment>the rating of the puzzle shown</extracomment>
        <translation>કોયડાનું રેટિંગ %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This attempt is not rated.</source>
        <extracomment>a puzzle tried before, or in the streak: it no longer changes the rating</extracomment>
        <translation>આ પ્રયાસ રેટિંગમાં ગણાતો નથી.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Streak: %1 (best %2)</source>
        <extracomment>the streak: puzzles solved in a row, %1 now, %2 the best</extracomment>
        <translation>સળંગ: %1 (શ્રેષ્ઠ %2)</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The streak ends with %n puzzle(s) solved.</source>
        <extracomment>the streak ended at a wrong move: %n puzzles solved in a row</extracomment>
        <translation>
            <numerusform>સળંગ શ્રેણી %n ઉકેલાયેલા કોયડા સાથે પૂરી થાય છે.</numerusform>
            <numerusform>સળંગ શ્રેણી %n ઉકેલાયેલા કોયડા સાથે પૂરી થાય છે.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No puzzle of this board and theme.</source>
        <extracomment>no puzzle fits the board and theme chosen</extracomment>
        <translation>આ બોર્ડ અને વિષયનો કોઈ કોયડો નથી.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Every puzzle of the streak solved!</source>
        <extracomment>the streak solved every puzzle of the board and theme</extracomment>
        <translation>શ્રેણીના બધા કોયડા ઉકેલાયા!</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rating history: no rated puzzle yet</source>
        <extracomment>the rating graph before any rated puzzle</extracomment>
        <translation>રેટિંગનો ઇતિહાસ: હજી કોઈ રેટિંગવાળો કોયડો નથી</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Rating history: %1 to %2 over %n puzzle(s)</source>
        <extracomment>the rating graph for a screen reader: %1 the first rating, %2 the last, %n the points</extracomment>
        <translation>
            <numerusform>રેટિંગનો ઇતિહાસ: %n કોયડામાં %1 થી %2</numerusform>
            <numerusform>રેટિંગનો ઇતિહાસ: %n કોયડામાં %1 થી %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hoyito::app::AboutBox</name>
    <message>
        <location filename="../app/gui/window/aboutbox.cpp" line="+12"/>
        <source>About Hoyito</source>
        <translation>Hoyito વિશે</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;h3&gt;Hoyito %1&lt;/h3&gt;&lt;p&gt;The Dominican mancala games Hoyito II and Hoyito III, and Hoyito I.&lt;/p&gt;&lt;p&gt;The rules follow the field research of Víktor Bautista i Roca (2005) in the Dominican Republic.&lt;/p&gt;&lt;p&gt;Hoyito is free software under the %2, version 3 or any later version (GPL-3.0-or-later). It comes with no warranty.&lt;/p&gt;</source>
        <extracomment>%1 is the version, %2 the link to the licence</extracomment>
        <translation>&lt;h3&gt;Hoyito %1&lt;/h3&gt;&lt;p&gt;ડોમિનિકન માંકાલા રમતો Hoyito II અને Hoyito III, તેમજ Hoyito I.&lt;/p&gt;&lt;p&gt;નિયમો ડોમિનિકન રિપબ્લિકમાં Víktor Bautista i Roca દ્વારા કરાયેલા ક્ષેત્રીય સંશોધન (2005)ને અનુસરે છે.&lt;/p&gt;&lt;p&gt;Hoyito મુક્ત સોફ્ટવેર છે, જે %2ની આવૃત્તિ 3 અથવા તે પછીની કોઈ પણ આવૃત્તિ (GPL-3.0-or-later) હેઠળ ઉપલબ્ધ છે. તેની સાથે કોઈ વોરંટી નથી.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>GNU General Public License</source>
        <translation>GNU જનરલ પબ્લિક લાઇસન્સ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Sow, relay and capture the fours!&lt;/p&gt;</source>
        <translation>&lt;p&gt;વાવો, આગળ વાવતા રહો અને ચાર-ચાર બીજ કબજે કરો!&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>hoyito::app::AnalysisController</name>
    <message>
        <location filename="../app/gui/analysis/analysiscontroller.cpp" line="+67"/>
        <source>&amp;Analysis</source>
        <translation>વિશ્લેષણ (&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The engine analyses the position on the board: every move&apos;s value, the expected score and the best line</source>
        <translation>કમ્પ્યુટર બોર્ડ પરની સ્થિતિનું વિશ્લેષણ કરે છે: દરેક ચાલનું મૂલ્ય, અપેક્ષિત સ્કોર અને શ્રેષ્ઠ ચાલક્રમ</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+15"/>
        <source>Analysis is off.</source>
        <translation>વિશ્લેષણ બંધ છે.</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>The game is over.</source>
        <translation>રમત પૂરી થઈ ગઈ છે.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Analysing…</source>
        <translation>વિશ્લેષણ ચાલુ છે…</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Expected at the end: %1 %2 – %3 %4</source>
        <extracomment>the evaluation bar&apos;s tooltip: &quot;Expected at the end: South 30 – North 18&quot; (seeds, to a tenth while estimated)</extracomment>
        <translation>અંતે અપેક્ષિત: %1 %2 – %3 %4</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Hole %1: the best move; %2 ends with %3 seeds (proven)</source>
        <extracomment>a badge&apos;s tooltip: &quot;Hole c: the best move; South ends with 30 seeds (proven)&quot;; %1 a hole letter of the player to move, %2 that player</extracomment>
        <translation>ખાડો %1: શ્રેષ્ઠ ચાલ; રમતના અંતે %2 પાસે %3 બીજ હશે (સાબિત)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hole %1: the best move; %2 should end with about %3 seeds</source>
        <translation>ખાડો %1: શ્રેષ્ઠ ચાલ; રમતના અંતે %2 પાસે અંદાજે %3 બીજ હશે</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hole %1: %2 ends with %3 seeds (proven)</source>
        <translation>ખાડો %1: રમતના અંતે %2 પાસે %3 બીજ હશે (સાબિત)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hole %1: %2 should end with about %3 seeds</source>
        <translation>ખાડો %1: રમતના અંતે %2 પાસે અંદાજે %3 બીજ હશે</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>Hole %1 would capture %n seed(s) if it were %2&apos;s turn</source>
        <extracomment>a threat&apos;s tooltip: &quot;Hole B would capture 8 seeds if it were North&apos;s turn&quot;; %1 a hole letter of the opponent, %2 the opponent</extracomment>
        <translation>
            <numerusform>%2નો વારો હોત તો ખાડો %1 %n બીજ કબજે કરત</numerusform>
            <numerusform>%2નો વારો હોત તો ખાડો %1 %n બીજ કબજે કરત</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>preview, not played</source>
        <extracomment>on the board&apos;s name plate of the player to move while the analysis&apos;s line is previewed</extracomment>
        <translation>પૂર્વદર્શન, રમાયું નથી</translation>
    </message>
</context>
<context>
    <name>hoyito::app::AnalysisPanel</name>
    <message>
        <location filename="../app/gui/analysis/analysispanel.cpp" line="+140"/>
        <source>Best line:</source>
        <translation>શ્રેષ્ઠ ચાલક્રમ:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Back to the Game</source>
        <translation>રમત પર પાછા જાઓ (&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show &amp;threats</source>
        <translation>જોખમ બતાવો (&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marks the opponent&apos;s holes that would capture if it were their turn, with the seeds they would take.</source>
        <translation>વિરોધીના એવા ખાડા બતાવે છે જેનાથી, તેનો વારો હોત તો, કબજો થાત; સાથે તે કેટલાં બીજ લેત તે પણ.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On each hole: the seeds the player to move can expect in the end after playing it. It is an estimate, to a tenth of a seed; a proven one has a double rim.</source>
        <translation>દરેક ખાડા પર: ચાલ કરનાર ખેલાડી તે ખાડો રમે, તો અંતે કેટલા બીજની અપેક્ષા રાખી શકે. આ અંદાજ છે, બીજના દસમા ભાગ સુધી; સાબિત થયેલા આંકને બેવડી કિનાર હોય છે.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The number on each hole the player to move can play: the seeds that player can expect to have at the end after that move, if both sides then play their best. The computer estimates it by looking some turns ahead, to a tenth of a seed; where it sees to the end, or the endgame tables hold the position, the value is proven, in whole seeds, and the badge has a double rim.</source>
        <translation>ચાલ કરનાર ખેલાડી રમી શકે તે દરેક ખાડા પરનો આંક: એ ચાલ પછી બંને પક્ષ શ્રેષ્ઠ રમે, તો રમતના અંતે તે ખેલાડી પાસે કેટલા બીજ હોવાની અપેક્ષા છે. કમ્પ્યુટર થોડા વારા આગળ જોઈને, બીજના દસમા ભાગ સુધી, તેનો અંદાજ કાઢે છે; જ્યાં તે છેક અંત સુધી જુએ, અથવા અંતિમ તબક્કાનાં કોષ્ટકોમાં સ્થિતિ હોય, ત્યાં આંક આખા બીજમાં સાબિત હોય છે, અને તેના બિલ્લાને બેવડી કિનાર હોય છે.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How many turns ahead the computer has looked so far, and how fast it looks.</source>
        <translation>કમ્પ્યુટરે અત્યાર સુધી કેટલા વારા આગળ જોયું છે, અને કેટલી ઝડપથી.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 – %2</source>
        <extracomment>the expected final score: &quot;South 30 – North 18&quot; (each side&apos;s part with its colour dot)</extracomment>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A draw with best play (proven).</source>
        <translation>શ્રેષ્ઠ રમતમાં બરાબરી (સાબિત).</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Even.</source>
        <translation>સ્થિતિ સરખી છે.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins by %2 with best play (proven).</source>
        <extracomment>%1 is a player&apos;s name, %2 a number of seeds</extracomment>
        <translation>શ્રેષ્ઠ રમતમાં %1 %2 બીજથી જીતે છે (સાબિત).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 ahead by %2.</source>
        <translation>%1 %2 બીજથી આગળ છે.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Depth %1 · %2 nodes/s</source>
        <translation>ઊંડાઈ %1 · %2 નોડ/સે.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Depth %1 · finished</source>
        <translation>ઊંડાઈ %1 · પૂર્ણ</translation>
    </message>
</context>
<context>
    <name>hoyito::app::AnalysisView</name>
    <message>
        <location filename="../app/gui/analysis/analysisview.cpp" line="+52"/>
        <location line="+1"/>
        <source>Analysis</source>
        <translation>વિશ્લેષણ</translation>
    </message>
</context>
<context>
    <name>hoyito::app::Autosave</name>
    <message>
        <location filename="../app/gui/files/autosave.cpp" line="+168"/>
        <source>cannot create the folder “%1”</source>
        <translation>ફોલ્ડર “%1” બનાવી શકાતું નથી</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>The game could not be saved automatically: %1</source>
        <translation>રમત આપમેળે સાચવી શકાઈ નહીં: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the autosave of your last game, “%1”, could not be read (%2) and is kept as it is; move it away to have this game saved</source>
        <extracomment>why the game is not saved automatically: the autosave of an earlier game is kept</extracomment>
        <translation>તમારી છેલ્લી રમતની આપમેળે સાચવેલી નકલ “%1” વાંચી શકાઈ નહીં (%2) અને તેને જેમ છે તેમ રાખી છે; આ રમત સચવાય તે માટે તેને બીજે ખસેડો</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>its file “%1” cannot be written: %2</source>
        <extracomment>why the game is not saved automatically: &quot;its file “…/autosave.hoyito” cannot be written: this is a folder&quot;</extracomment>
        <translation>તેની ફાઇલ “%1” લખી શકાતી નથી: %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>cannot replace the link “%1”</source>
        <translation>લિંક “%1” બદલી શકાતી નથી</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>Your last game could not be resumed: “%1”: %2. It was left as it is.</source>
        <extracomment>status line at start: something other than a file is where the autosave goes</extracomment>
        <translation>તમારી છેલ્લી રમત ફરી ચાલુ કરી શકાઈ નહીં: “%1”: %2. ત્યાં કશું બદલ્યું નથી.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your last game could not be resumed: its autosave “%1” cannot be read (%2). It is kept as it is.</source>
        <extracomment>status line at start: the autosave is there but cannot be read</extracomment>
        <translation>તમારી છેલ્લી રમત ફરી ચાલુ કરી શકાઈ નહીં: તેની આપમેળે સાચવેલી નકલ “%1” વાંચી શકાતી નથી (%2). તેને જેમ છે તેમ રાખી છે.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>it is damaged and could not be set aside</source>
        <translation>તે બગડેલી છે અને તેને અલગ રાખી શકાઈ નહીં</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your last game could not be resumed: its autosave is damaged (%1). It could not be set aside and is kept as it is.</source>
        <translation>તમારી છેલ્લી રમત ફરી ચાલુ કરી શકાઈ નહીં: તેની આપમેળે સાચવેલી નકલ બગડેલી છે (%1). તેને અલગ રાખી શકાઈ નહીં, તેથી જેમ છે તેમ રહેવા દીધી છે.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your last game could not be resumed: its autosave is damaged (%1). It was set aside as “%2”.</source>
        <extracomment>status line at start: the autosaved game could not be read</extracomment>
        <translation>તમારી છેલ્લી રમત ફરી ચાલુ કરી શકાઈ નહીં: તેની આપમેળે સાચવેલી નકલ બગડેલી છે (%1). તેને “%2” નામે અલગ રાખી છે.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Resumed your match: round %1 is over, round %2 is next</source>
        <extracomment>status line at start: a match resumed between rounds (the round summary is shown)</extracomment>
        <translation>તમારી મૅચ ફરી ચાલુ થઈ: રાઉન્ડ %1 પૂરો થયો, હવે રાઉન્ડ %2</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Resumed your last game (%n turn(s) played) — %1</source>
        <extracomment>status line at start: &quot;Resumed your last game (12 turns played) — South to move&quot;</extracomment>
        <translation>
            <numerusform>તમારી છેલ્લી રમત ફરી ચાલુ થઈ (%n વારો રમાયો) — %1</numerusform>
            <numerusform>તમારી છેલ્લી રમત ફરી ચાલુ થઈ (%n વારા રમાયા) — %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>“%1” does not hold this game, so Save asks for a file name.</source>
        <extracomment>status line at start, after &quot;Resumed your last game&quot;: the file named in the settings is not the game&apos;s</extracomment>
        <translation>“%1”માં આ રમત નથી, તેથી “સાચવો” ફાઇલનું નામ પૂછશે.</translation>
    </message>
</context>
<context>
    <name>hoyito::app::AutosaveWarning</name>
    <message>
        <location filename="../app/gui/files/autosavewarning.cpp" line="+60"/>
        <source>This game is not being saved automatically: %1</source>
        <extracomment>the warning above the board when the autosave fails; %1 says why</extracomment>
        <translation>આ રમત આપમેળે સચવાઈ રહી નથી: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the Game…</source>
        <translation>રમત સાચવો…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game &gt; Save (%1): keep the game in a file of your choice</source>
        <translation>રમત &gt; સાચવો (%1): રમતને તમારી પસંદગીની ફાઇલમાં સાચવી રાખો</translation>
    </message>
</context>
<context>
    <name>hoyito::app::BoardScene</name>
    <message>
        <location filename="../app/gui/board/boardscene.cpp" line="+398"/>
        <source>lap %1</source>
        <translation>ફેરો %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>hint: play %1</source>
        <extracomment>on the name plate of the player to move: the hint, also ringed on the board</extracomment>
        <translation>સંકેત: %1 રમો</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>thinking…</source>
        <extracomment>under the name of a computer player choosing its move, as in the side panel</extracomment>
        <translation>વિચારે છે…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to move</source>
        <translation>વારો</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Round %1: a draw</source>
        <extracomment>the board&apos;s banner at the end of a drawn match round: &quot;Round 3: a draw&quot;</extracomment>
        <translation>રાઉન્ડ %1: બરાબરી</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1: %2 wins!</source>
        <extracomment>the board&apos;s banner at the end of a match round: &quot;Round 3: Ana wins!&quot;</extracomment>
        <translation>રાઉન્ડ %1: %2ની જીત!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 – %3 %4</source>
        <extracomment>the final score, e.g. &quot;South 28 – North 20&quot;</extracomment>
        <translation>%1 %2 – %3 %4</translation>
    </message>
    <message>
        <location line="+444"/>
        <source>%1 hole %2, closed</source>
        <extracomment>a hole closed by the refill rule, for screen readers: &quot;North hole c, closed&quot;</extracomment>
        <translation>%1નો ખાડો %2, બંધ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 hole %2, empty</source>
        <extracomment>an empty hole, for screen readers: &quot;South hole c, empty&quot;</extracomment>
        <translation>%1નો ખાડો %2, ખાલી</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 hole %2, %n seed(s)</source>
        <extracomment>a hole, for screen readers: &quot;South hole c, 5 seeds&quot;</extracomment>
        <translation>
            <numerusform>%1નો ખાડો %2, %n બીજ</numerusform>
            <numerusform>%1નો ખાડો %2, %n બીજ</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot be played: its sowing would never end</source>
        <translation>રમી શકાય નહીં: તેની વાવણી ક્યારેય પૂરી નહીં થાય</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Playable. %1</source>
        <extracomment>a playable hole for screen readers while its move is previewed; %1 says what the move would do</extracomment>
        <translation>રમી શકાય. %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playable</source>
        <translation>રમી શકાય</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Not playable</source>
        <translation>રમી શકાય નહીં</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>This hole cannot be played: its sowing would go round and round and never end.</source>
        <translation>આ ખાડો રમી શકાય નહીં: તેની વાવણી ગોળ ગોળ ફરતી જ રહે અને ક્યારેય પૂરી ન થાય.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The last four go to %1</source>
        <translation>છેલ્લા ચાર બીજ %1ને મળે છે</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Closed for this round: %1 had too few seeds to fill it (traditional refill). It cannot be played, and sowing passes it by.</source>
        <extracomment>the tooltip of a hole closed by the traditional refill; %1 is its owner&apos;s name</extracomment>
        <translation>આ રાઉન્ડ માટે બંધ: %1 પાસે તેને ભરવા જેટલાં બીજ ન હતાં (પરંપરાગત ફરી ભરણી). તે રમી શકાતો નથી, અને વાવણી તેને છોડીને આગળ જાય છે.</translation>
    </message>
    <message>
        <location filename="../app/gui/board/boardanimation.cpp" line="+422"/>
        <source>%1 plays again</source>
        <translation>%1 ફરી રમે છે</translation>
    </message>
</context>
<context>
    <name>hoyito::app::BoardView</name>
    <message>
        <location filename="../app/gui/board/boardview.cpp" line="+219"/>
        <source>Board</source>
        <translation>બોર્ડ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left and Right choose one of your holes and Enter sows it, or type the hole&apos;s letter. Space or Escape ends a move&apos;s animation.</source>
        <translation>ડાબી અને જમણી એરો કીથી તમારો એક ખાડો પસંદ કરો અને Enter દબાવી તેને વાવો, અથવા ખાડાનો અક્ષર ટાઇપ કરો. સ્પેસ અથવા Escape ચાલનું એનિમેશન પૂરું કરે છે.</translation>
    </message>
</context>
<context>
    <name>hoyito::app::CoachText</name>
    <message numerus="yes">
        <location filename="../app/record/coachtext.cpp" line="+53"/>
        <source>%n seed(s)</source>
        <extracomment>the seeds of several captures in one turn (Hoyito I&apos;s fours taken in passing), the object of &quot;captures&quot; or &quot;threatens&quot;: &quot;12 seeds&quot;</extracomment>
        <translation>
            <numerusform>%n બીજ</numerusform>
            <numerusform>%n બીજ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>a chain of %n seed(s) from %1</source>
        <extracomment>Hoyito II&apos;s casa and the fours behind it, the object of &quot;captures&quot; or &quot;threatens&quot;: &quot;a chain of 12 seeds from B&quot;; %1 is the letter of the casa&apos;s hole</extracomment>
        <translation>
            <numerusform>%1થી શરૂ થતી %n બીજની સાંકળ</numerusform>
            <numerusform>%1થી શરૂ થતી %n બીજની સાંકળ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n seed(s) on %1</source>
        <extracomment>one casa, the object of &quot;captures&quot; or &quot;threatens&quot;: &quot;4 seeds on C&quot;; %1 is the letter of its hole</extracomment>
        <translation>
            <numerusform>%1માંથી %n બીજ</numerusform>
            <numerusform>%1માંથી %n બીજ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>then a chain of %n more from %1</source>
        <extracomment>the next turn of a player who captured and plays again: &quot;then a chain of 8 more from E&quot;; %1 is the letter of the casa&apos;s hole</extracomment>
        <translation>
            <numerusform>પછી %1થી શરૂ થતી બીજા %n બીજની સાંકળ</numerusform>
            <numerusform>પછી %1થી શરૂ થતી બીજાં %n બીજની સાંકળ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>then %n more on %1</source>
        <extracomment>the next turn of a player who captured and plays again: &quot;then 8 more on E&quot;; %1 is a hole&apos;s letter</extracomment>
        <translation>
            <numerusform>પછી %1માંથી બીજું %n બીજ</numerusform>
            <numerusform>પછી %1માંથી બીજાં %n બીજ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>then %n more</source>
        <extracomment>the next turns of a player who captured and plays again, all they capture: &quot;then 12 more&quot;</extracomment>
        <translation>
            <numerusform>પછી બીજું %n બીજ</numerusform>
            <numerusform>પછી બીજાં %n બીજ</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>captures %1</source>
        <extracomment>%1 what a turn captures: &quot;4 seeds on C&quot;, &quot;a chain of 12 seeds from B&quot;</extracomment>
        <translation>%1 કબજે કરે છે</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 and plays again</source>
        <extracomment>%1 &quot;captures 4 seeds on C&quot;: the capture earns another turn</extracomment>
        <translation>%1 અને ફરી રમે છે</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, %2</source>
        <extracomment>two parts of what a player does, in order: %1 &quot;captures 4 seeds on C and plays again&quot;, %2 &quot;then 8 more on E&quot;</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 and takes the last four</source>
        <extracomment>%1 what a player captured; their capture left the last four, which they take too</extracomment>
        <translation>%1 અને છેલ્લા ચાર બીજ લે છે</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, and the last four go to %2</source>
        <extracomment>%1 what a player captured, which left the last four; %2 the player who takes them (a fixed taker, Hoyito III&apos;s handicap)</extracomment>
        <translation>%1, અને છેલ્લા ચાર બીજ %2ને મળે છે</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, and the board is empty</source>
        <extracomment>%1 what a player captured: it took the last seeds on the board, and the game is over</extracomment>
        <translation>%1, અને બોર્ડ ખાલી થઈ જાય છે</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 leaves %2 no casa.</source>
        <extracomment>%1 the better move&apos;s letter, %2 the opponent: after it, no move of theirs makes a casa</extracomment>
        <translation>%1 પછી %2 માટે કોઈ કાસા બચતી નથી.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 lets %2 take only %n seed(s).</source>
        <extracomment>%1 the better move&apos;s letter, %2 the opponent, who takes fewer seeds after it</extracomment>
        <translation>
            <numerusform>%1 પછી %2 ફક્ત %n બીજ લઈ શકે છે.</numerusform>
            <numerusform>%1 પછી %2 ફક્ત %n બીજ લઈ શકે છે.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>After %1, %2 %3.</source>
        <extracomment>%1 the move played, %2 the opponent, %3 what they do next: &quot;captures a chain of 12 seeds from B and plays again&quot;</extracomment>
        <translation>%1 પછી %2 %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After %1, %2 threatens %3.</source>
        <extracomment>%1 the move played, %2 the opponent, %3 what they could capture in their next turn: &quot;8 seeds on C&quot;</extracomment>
        <translation>%1 પછી %2 %3 કબજે કરી શકે છે.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 captures nothing.</source>
        <extracomment>%1 the move played, which captures nothing (the better move does)</extracomment>
        <translation>%1 કંઈ કબજે કરતી નથી.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 captures only %n seed(s).</source>
        <extracomment>%1 the move played, which captures less than the better move</extracomment>
        <translation>
            <numerusform>%1 ફક્ત %n બીજ કબજે કરે છે.</numerusform>
            <numerusform>%1 ફક્ત %n બીજ કબજે કરે છે.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+49"/>
        <location line="+8"/>
        <source>%1 %2.</source>
        <extracomment>%1 a move&apos;s letter, %2 what it does: &quot;captures 4 seeds on C and plays again, then 8 more on E&quot;</extracomment>
        <translation>%1 %2.</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>Instead of %1, %2</source>
        <extracomment>%1 the move played, %2 a sentence on the better move, told from the position before %1: &quot;Instead of a, d captures 4 seeds on C and plays again.&quot;</extracomment>
        <translation>%1ને બદલે: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No capture in the next turns tells %1 from %2: the difference comes later.</source>
        <extracomment>%1 the best move, %2 the move played: their lines capture alike in the next turns</extracomment>
        <translation>પછીના વારાઓમાં કોઈ કબજો %1 અને %2 વચ્ચે ફરક પાડતો નથી: ફરક પછીથી દેખાય છે.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>leaves %1 no casa</source>
        <extracomment>%1 the opponent: after the hinted move, no move of theirs makes a casa</extracomment>
        <translation>%1 માટે કોઈ કાસા રહેવા દેતી નથી</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>threatens %1 and the last four</source>
        <extracomment>%1 what the player could capture in their next turn: &quot;a chain of 8 seeds from B&quot;; that capture would leave the last four, which they would take too</extracomment>
        <translation>%1 કબજે કરીને છેલ્લા ચાર બીજ લેવાની તક ઊભી કરે છે</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>threatens %1</source>
        <extracomment>%1 what the player could capture in their next turn: &quot;8 seeds on C&quot;</extracomment>
        <translation>%1 કબજે કરવાની તક ઊભી કરે છે</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 and %2</source>
        <extracomment>the two things a hinted move leaves: %1 &quot;leaves North no casa&quot;, %2 &quot;threatens 8 seeds on C&quot;</extracomment>
        <translation>%1 અને %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>It then %1.</source>
        <extracomment>the second sentence of a hint, after what the move captures; &quot;it&quot; is the hinted move, %1 what it leaves: &quot;leaves North no casa and threatens 8 seeds on C&quot;</extracomment>
        <translation>પછી તે %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1 lets %2 take no more than %n seed(s) at once.</source>
        <extracomment>%1 the hinted move&apos;s letter, %2 the opponent, who can take at most so many seeds in one turn after it</extracomment>
        <translation>
            <numerusform>%1 પછી %2 એક વારામાં વધુમાં વધુ %n બીજ લઈ શકે છે.</numerusform>
            <numerusform>%1 પછી %2 એક વારામાં વધુમાં વધુ %n બીજ લઈ શકે છે.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hoyito::app::ComputerPlayer</name>
    <message>
        <location filename="../app/gui/game/computerplayer.cpp" line="+110"/>
        <source>Beginner</source>
        <translation>શિખાઉ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Easy</source>
        <translation>સરળ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>મધ્યમ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>કઠિન</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>નિષ્ણાત</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Master</source>
        <translation>માસ્ટર</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 %2</source>
        <extracomment>a computer level with its number, in the New Game dialog: &quot;6 Master&quot;</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Computer (%1)</source>
        <extracomment>a computer player and its level: &quot;Computer (Expert)&quot;</extracomment>
        <translation>કમ્પ્યુટર (%1)</translation>
    </message>
</context>
<context>
    <name>hoyito::app::EvalBar</name>
    <message>
        <location filename="../app/gui/board/evalbar.cpp" line="+24"/>
        <location line="+25"/>
        <source>Evaluation bar</source>
        <translation>મૂલ્યાંકન પટ્ટી</translation>
    </message>
</context>
<context>
    <name>hoyito::app::FileActions</name>
    <message>
        <location filename="../app/gui/files/fileactions.cpp" line="+38"/>
        <source>&amp;Open…</source>
        <translation>ખોલો (&amp;O)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>સાચવો (&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>બીજા નામે સાચવો (&amp;A)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy Game as Text</source>
        <translation>રમતની લખાણ તરીકે નકલ કરો (&amp;C)</translation>
    </message>
</context>
<context>
    <name>hoyito::app::GameActions</name>
    <message>
        <location filename="../app/gui/game/gameactions.cpp" line="+46"/>
        <source>&amp;Undo Move</source>
        <translation>ચાલ પાછી લો (&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo Move</source>
        <translation>ચાલ ફરી કરો (&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;play Game</source>
        <translation>રમતનું રીપ્લે (&amp;P)</translation>
    </message>
</context>
<context>
    <name>hoyito::app::GameFiles</name>
    <message>
        <location filename="../app/gui/files/gamefiles.cpp" line="+429"/>
        <source>Open &amp;Recent</source>
        <translation>તાજેતરની રમતો (&amp;R)</translation>
    </message>
    <message>
        <location line="-292"/>
        <source>Hoyito</source>
        <translation>Hoyito</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, %2</source>
        <extracomment>window title: the variant and the board, e.g. &quot;Hoyito II, 2 × 6&quot;</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, round %2</source>
        <extracomment>window title of a match round: &quot;Hoyito III, 2 × 6, round 3&quot;</extracomment>
        <translation>%1, રાઉન્ડ %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1[*] — %2</source>
        <extracomment>window title: the file name (with the unsaved marker), then the game</extracomment>
        <translation>%1[*] — %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There is no game to save.</source>
        <translation>સાચવવા માટે કોઈ રમત નથી.</translation>
    </message>
    <message>
        <location line="+75"/>
        <location line="+8"/>
        <location line="+27"/>
        <location line="+5"/>
        <source>Save Game</source>
        <translation>રમત સાચવો</translation>
    </message>
    <message>
        <location line="-40"/>
        <location line="+35"/>
        <source>The game cannot be saved.</source>
        <translation>આ રમત સાચવી શકાય તેમ નથી.</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>The game could not be saved.</source>
        <translation>રમત સાચવી શકાઈ નહીં.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Saved the game as “%1”</source>
        <extracomment>status line after saving: the file name</extracomment>
        <translation>રમત “%1” તરીકે સાચવી</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+48"/>
        <source>Hoyito games (*.%1)</source>
        <translation>Hoyito રમતો (*.%1)</translation>
    </message>
    <message>
        <location line="-48"/>
        <location line="+48"/>
        <source>All files (*)</source>
        <translation>બધી ફાઇલો (*)</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>%1 vs %2 %3</source>
        <extracomment>suggested file name of a saved game: &quot;Ana vs Luis 2025-01-31&quot;</extracomment>
        <translation>%1 વિરુદ્ધ %2 %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>game</source>
        <translation>રમત</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+36"/>
        <source>Open Game</source>
        <extracomment>the message box when a file is not a game record: its name, then the problem</extracomment>
        <translation>રમત ખોલો</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>“%1” could not be opened.</source>
        <translation>“%1” ખોલી શકાઈ નહીં.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Save the match in progress before opening “%1”?</source>
        <translation>“%1” ખોલતાં પહેલાં ચાલુ મૅચ સાચવવી છે?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the finished match before opening “%1”?</source>
        <translation>“%1” ખોલતાં પહેલાં પૂરી થયેલી મૅચ સાચવવી છે?</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>Opened “%1”: %n turn(s), a draw (%2 %3 – %4 %5). Replay: Home goes to the start.</source>
        <extracomment>status line: a finished game was opened, in replay mode at its end: &quot;Opened “x.hoyito”: 80 turns, a draw (Ana 24 – Luis 24). Replay: Home goes to the start.&quot;</extracomment>
        <translation>
            <numerusform>“%1” ખોલી: %n વારો, બરાબરી (%2 %3 – %4 %5). રીપ્લે: Home દબાવવાથી શરૂઆત પર જવાય છે.</numerusform>
            <numerusform>“%1” ખોલી: %n વારા, બરાબરી (%2 %3 – %4 %5). રીપ્લે: Home દબાવવાથી શરૂઆત પર જવાય છે.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Opened “%1”: %n turn(s), %2 won (%3 %4 – %5 %6). Replay: Home goes to the start.</source>
        <extracomment>status line: a finished game was opened, in replay mode at its end: %2 the winner &quot;Opened “x.hoyito”: 80 turns, Luis won (Ana 16 – Luis 32). Replay: Home goes to the start.&quot;</extracomment>
        <translation>
            <numerusform>“%1” ખોલી: %n વારો, %2ની જીત (%3 %4 – %5 %6). રીપ્લે: Home દબાવવાથી શરૂઆત પર જવાય છે.</numerusform>
            <numerusform>“%1” ખોલી: %n વારા, %2ની જીત (%3 %4 – %5 %6). રીપ્લે: Home દબાવવાથી શરૂઆત પર જવાય છે.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+120"/>
        <source>The match (%n round(s) so far) is in no file. If you discard it, it is lost.</source>
        <translation>
            <numerusform>મૅચ (અત્યાર સુધી %n રાઉન્ડ) કોઈ ફાઇલમાં નથી. જો તમે તેને પડતી મૂકશો, તો તે ખોવાઈ જશે.</numerusform>
            <numerusform>મૅચ (અત્યાર સુધી %n રાઉન્ડ) કોઈ ફાઇલમાં નથી. જો તમે તેને પડતી મૂકશો, તો તે ખોવાઈ જશે.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match has moves that “%1” does not have. If you discard them, they are lost.</source>
        <translation>મૅચમાં એવી ચાલો છે જે “%1”માં નથી. જો તમે તેમને પડતી મૂકશો, તો તે ખોવાઈ જશે.</translation>
    </message>
    <message>
        <location line="-145"/>
        <source>Save the game in progress before opening “%1”?</source>
        <translation>“%1” ખોલતાં પહેલાં ચાલુ રમત સાચવવી છે?</translation>
    </message>
    <message>
        <location line="-201"/>
        <source>This game starts from a position that a saved game cannot hold.</source>
        <translation>આ રમત એવી સ્થિતિથી શરૂ થાય છે જે સાચવેલી રમતમાં રાખી શકાતી નથી.</translation>
    </message>
    <message numerus="yes">
        <location line="+230"/>
        <source>Opened “%1”: %n turn(s) played, %2</source>
        <extracomment>status line: an unfinished game was opened and goes on</extracomment>
        <translation>
            <numerusform>“%1” ખોલી: %n વારો રમાયો છે, %2</numerusform>
            <numerusform>“%1” ખોલી: %n વારા રમાયા છે, %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file&apos;s game review was not loaded: %1</source>
        <translation>ફાઇલમાંની રમતની સમીક્ષા વાંચી નથી: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Save the match in progress before starting a new game?</source>
        <translation>નવી રમત શરૂ કરતાં પહેલાં ચાલુ મૅચ સાચવવી છે?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the finished match before starting a new game?</source>
        <translation>નવી રમત શરૂ કરતાં પહેલાં પૂરી થયેલી મૅચ સાચવવી છે?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the game in progress before starting a new one?</source>
        <translation>નવી રમત શરૂ કરતાં પહેલાં ચાલુ રમત સાચવવી છે?</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;%1 %2</source>
        <extracomment>a recent file in the menu: its number (the shortcut), then its name</extracomment>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No Recent Games</source>
        <translation>તાજેતરની કોઈ રમત નથી</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Clear Menu</source>
        <translation>મેનૂ સાફ કરો (&amp;C)</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Copied the game to the clipboard as text</source>
        <translation>રમત લખાણ તરીકે ક્લિપબોર્ડ પર નકલ થઈ</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Unsaved Game</source>
        <translation>ન સાચવેલી રમત</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>The game in progress (%n turn(s)) is in no file. If you discard it, it is lost.</source>
        <translation>
            <numerusform>ચાલુ રમત (%n વારો) કોઈ ફાઇલમાં નથી. જો તમે તેને પડતી મૂકશો, તો તે ખોવાઈ જશે.</numerusform>
            <numerusform>ચાલુ રમત (%n વારા) કોઈ ફાઇલમાં નથી. જો તમે તેને પડતી મૂકશો, તો તે ખોવાઈ જશે.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game in progress has moves that “%1” does not have. If you discard them, they are lost.</source>
        <translation>ચાલુ રમતમાં એવી ચાલો છે જે “%1”માં નથી. જો તમે તેમને પડતી મૂકશો, તો તે ખોવાઈ જશે.</translation>
    </message>
</context>
<context>
    <name>hoyito::app::LessonOffer</name>
    <message>
        <location filename="../app/gui/learn/lessonoffer.cpp" line="+81"/>
        <source>New to Hoyito? Short lessons on the board teach the game in about 15 minutes.</source>
        <extracomment>the offer above the board for a player who has not started the lessons</extracomment>
        <translation>Hoyito તમારા માટે નવી છે? બોર્ડ પરના નાના પાઠ લગભગ 15 મિનિટમાં રમત શીખવી દે છે.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not Now</source>
        <extracomment>a button of the lessons&apos; offer: do not ask again</extracomment>
        <translation>હમણાં નહીં</translation>
    </message>
</context>
<context>
    <name>hoyito::app::LessonWindow</name>
    <message>
        <location filename="../app/gui/learn/lessonwindow.cpp" line="+302"/>
        <source>%1 %2 %3</source>
        <extracomment>a lesson step reached: %1 &quot;Goal reached in 2 moves (par 2).&quot;, %2 the stars, %3 what happened</extracomment>
        <translation>%1 %2 %3</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Hint: %1</source>
        <extracomment>a lesson&apos;s hint shown: %1 the hint</extracomment>
        <translation>સંકેત: %1</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>%1. %2  %3</source>
        <extracomment>an entry of the lesson list: %1 its number, %2 its title, %3 its stars (&quot;★★☆&quot;)</extracomment>
        <translation>%1. %2  %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1. %2, %3</source>
        <translation>%1. %2, %3</translation>
    </message>
    <message>
        <location line="-93"/>
        <source>%1 — %2</source>
        <extracomment>the title of a lesson step: %1 the lesson&apos;s title, %2 &quot;Step 1 of 3&quot;</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+113"/>
        <source>%1 %2</source>
        <extracomment>a lesson&apos;s goal, then who plays the other side: &quot;Win the game. The computer plays North&apos;s replies.&quot;
----------
a lesson&apos;s goal, then the moves played before the step: &quot;Win the game at once. Played before this step: b, B&quot;</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Hint</source>
        <extracomment>a button of the lesson window</extracomment>
        <translation>સંકેત (&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows a hint for this step; a step passed with a hint earns one star less.</source>
        <translation>આ પગલા માટે સંકેત બતાવે છે; સંકેત સાથે પાર કરેલું પગલું એક તારો ઓછો આપે છે.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Retry</source>
        <extracomment>a button of the lesson window: play the step again from its start</extracomment>
        <translation>ફરી પ્રયાસ (&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Next</source>
        <extracomment>a button of the lesson window: the next step or lesson</extracomment>
        <translation>આગળ (&amp;N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Watch Them Again</source>
        <extracomment>a button of the lesson window: the moves played before the step, again on the board</extracomment>
        <translation>ફરી જુઓ (&amp;W)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Play a Game…</source>
        <extracomment>a button of the lesson window at the end of the course: close the lessons and set up a game</extracomment>
        <translation>એક રમત રમો (&amp;P)…</translation>
    </message>
</context>
<context>
    <name>hoyito::app::MainMenus</name>
    <message>
        <location filename="../app/gui/window/mainmenus.cpp" line="+63"/>
        <source>&amp;Game</source>
        <translation>રમત (&amp;G)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Game…</source>
        <translation>નવી રમત (&amp;N)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Set &amp;Up Position…</source>
        <translation>સ્થિતિ ગોઠવો (&amp;U)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pu&amp;zzles…</source>
        <extracomment>Game menu: the puzzle trainer</extracomment>
        <translation>કોયડા (&amp;Z)…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Quit</source>
        <translation>બહાર નીકળો (&amp;Q)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Edit</source>
        <translation>ફેરફાર (&amp;E)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;View</source>
        <translation>દેખાવ (&amp;V)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Side &amp;Panel</source>
        <translation>બાજુની પેનલ (&amp;P)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Help</source>
        <translation>મદદ (&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>નિયમો (&amp;R)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Learn Hoyito…</source>
        <extracomment>Help menu: the interactive lessons</extracomment>
        <translation>Hoyito શીખો (&amp;L)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;About Hoyito</source>
        <translation>Hoyito વિશે (&amp;A)</translation>
    </message>
</context>
<context>
    <name>hoyito::app::MainWindow</name>
    <message>
        <location filename="../app/gui/window/mainwindow.cpp" line="+68"/>
        <location line="+437"/>
        <source>Game</source>
        <translation>રમત</translation>
    </message>
    <message>
        <location line="-434"/>
        <source>Hoyito</source>
        <translation>Hoyito</translation>
    </message>
</context>
<context>
    <name>hoyito::app::MatchOptionsBox</name>
    <message>
        <location filename="../app/gui/match/matchoptionsbox.cpp" line="+22"/>
        <source>Game or match</source>
        <translation>રમત કે મૅચ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Si&amp;ngle game</source>
        <translation>એક જ રમત (&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Match of several rounds</source>
        <translation>અનેક રાઉન્ડની મૅચ (&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rounds:</source>
        <translation>રાઉન્ડ (&amp;R):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;First to</source>
        <translation>પહેલાં (&amp;F)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last-four &amp;handicap</source>
        <translation>છેલ્લા ચાર બીજનો હેન્ડિકેપ (&amp;H)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Number of rounds</source>
        <translation>રાઉન્ડની સંખ્યા</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>&amp;Traditional refill</source>
        <translation>પરંપરાગત ફરી ભરણી (&amp;T)</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source> win(s)</source>
        <extracomment>after the &quot;First to&quot; spin box, whose number it follows: &quot;First to [3] wins&quot;</extracomment>
        <translation>
            <numerusform> જીત મેળવનાર</numerusform>
            <numerusform> જીત મેળવનાર</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wins needed</source>
        <translation>જરૂરી જીત</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The players take turns</source>
        <translation>ખેલાડીઓ વારાફરતી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The loser of the last round</source>
        <translation>પાછલા રાઉન્ડમાં હારનાર</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who starts rounds 2 and later. After a drawn round the player who did not start the previous round starts.</source>
        <translation>રાઉન્ડ 2 અને પછીના રાઉન્ડ કોણ શરૂ કરે. બરાબરીવાળા રાઉન્ડ પછી, ગયા વખતે શરૂ ન કરનાર ખેલાડી શરૂ કરે છે.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hoyito III: in rounds 1 and 2 the last four go to the player who captured the penultimate four; from round 3 on, to the winner of the previous round.</source>
        <translation>Hoyito III: રાઉન્ડ 1 અને 2માં છેલ્લા ચાર બીજ છેલ્લેથી બીજા ચાર બીજ કબજે કરનાર ખેલાડીને મળે છે; રાઉન્ડ 3થી, પાછલા રાઉન્ડના વિજેતાને.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>After each round each player refills their own row from their left, four seeds a hole, with the seeds they won. Holes they cannot fill stay closed for the round; the seeds left over count for them in the next round. A player who cannot fill a single hole loses the match.</source>
        <translation>દરેક રાઉન્ડ પછી દરેક ખેલાડી પોતે જીતેલાં બીજથી પોતાની હરોળ ડાબી બાજુથી ફરી ભરે છે, દરેક ખાડામાં ચાર બીજ. જે ખાડા તે ભરી ન શકે તે એ રાઉન્ડ માટે બંધ રહે છે; વધેલાં બીજ પછીના રાઉન્ડમાં તેના ખાતે ગણાય છે. જે ખેલાડી એક પણ ખાડો ભરી ન શકે તે મૅચ હારી જાય છે.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Length:</source>
        <translation>મૅચની અવધિ:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Later rounds start with:</source>
        <translation>પછીના રાઉન્ડ કોણ શરૂ કરે:</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>From round 3 the last four go to the winner of the previous round.</source>
        <translation>રાઉન્ડ 3થી છેલ્લા ચાર બીજ પાછલા રાઉન્ડના વિજેતાને મળે છે.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The handicap is Hoyito III&apos;s: in this game the last four always go to the player who captured the penultimate four.</source>
        <translation>હેન્ડિકેપ ફક્ત Hoyito IIIમાં છે: આ રમતમાં છેલ્લા ચાર બીજ હંમેશાં છેલ્લેથી બીજા ચાર બીજ કબજે કરનાર ખેલાડીને મળે છે.</translation>
    </message>
</context>
<context>
    <name>hoyito::app::MatchResultDialog</name>
    <message>
        <location filename="../app/gui/match/matchdialogs.cpp" line="+129"/>
        <source>&amp;New Match</source>
        <translation>નવી મૅચ (&amp;N)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Match Over</source>
        <translation>મૅચ પૂરી</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Play another match with the same players and choices</source>
        <extracomment>the New Match button: a new match with the same players and choices</extracomment>
        <translation>એ જ ખેલાડીઓ અને એ જ પસંદગીઓ સાથે બીજી મૅચ રમો</translation>
    </message>
</context>
<context>
    <name>hoyito::app::MatchText</name>
    <message>
        <location filename="../app/gui/match/matchtext.cpp" line="+26"/>
        <location line="+13"/>
        <source>winner of round %1</source>
        <extracomment>why the last four go to a player: &quot;(to North,) winner of round 2&quot;
----------
scoreboard: why a player took the last four</extracomment>
        <translation>રાઉન્ડ %1ના વિજેતા તરીકે</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>who captured the penultimate four (round %1 was drawn)</source>
        <translation>છેલ્લેથી બીજા ચાર બીજ કબજે કરનાર તરીકે (રાઉન્ડ %1 બરાબરીમાં પૂરો થયો હતો)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>who captured the penultimate four</source>
        <translation>છેલ્લેથી બીજા ચાર બીજ કબજે કરનાર તરીકે</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>capturer, round %1 drawn</source>
        <extracomment>scoreboard: the capturer took the last four, the previous round being drawn</extracomment>
        <translation>છેલ્લેથી બીજા ચાર બીજથી, રાઉન્ડ %1 બરાબરી</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>capturer</source>
        <extracomment>scoreboard: the player who captured the penultimate four took the last four</extracomment>
        <translation>છેલ્લેથી બીજા ચાર બીજથી</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Round %1: the last four go to %2, %3</source>
        <extracomment>the status line when the last four are awarded in a match: &quot;Round 3: the last four go to North, winner of round 2&quot;; %2 stays %1 for the name</extracomment>
        <translation>રાઉન્ડ %1: છેલ્લા ચાર બીજ %2ને મળે છે, %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Round %1: %2 won round %3</source>
        <extracomment>the banner&apos;s second line: &quot;Round 3: North won round 2&quot;; %2 stays %1 for the name</extracomment>
        <translation>રાઉન્ડ %1: રાઉન્ડ %3ની જીત %2ની હતી</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1: %2 captured the penultimate four (round %3 was drawn)</source>
        <translation>રાઉન્ડ %1: છેલ્લેથી બીજા ચાર બીજ %2 દ્વારા કબજે થયા (રાઉન્ડ %3 બરાબરીમાં પૂરો થયો હતો)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1: %2 captured the penultimate four</source>
        <translation>રાઉન્ડ %1: છેલ્લેથી બીજા ચાર બીજ %2 દ્વારા કબજે થયા</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Round %1: %2 starts; the last four go to %3, winner of round %4.</source>
        <translation>રાઉન્ડ %1: %2 શરૂ કરે છે; છેલ્લા ચાર બીજ રાઉન્ડ %4ના વિજેતા %3ને મળશે.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Round %1: %2 starts; round %3 was drawn, so the last four go to whoever captures the penultimate four.</source>
        <translation>રાઉન્ડ %1: %2 શરૂ કરે છે; રાઉન્ડ %3 બરાબરીમાં પૂરો થયો, તેથી છેલ્લા ચાર બીજ છેલ્લેથી બીજા ચાર બીજ કબજે કરનારને મળશે.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round %1: %2 starts; the last four go to whoever captures the penultimate four.</source>
        <translation>રાઉન્ડ %1: %2 શરૂ કરે છે; છેલ્લા ચાર બીજ છેલ્લેથી બીજા ચાર બીજ કબજે કરનારને મળશે.</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>%1 fills all %2 holes and keeps %n seed(s).</source>
        <extracomment>the refill before a round: &quot;Ana fills all 6 holes and keeps 2 seeds.&quot;</extracomment>
        <translation>
            <numerusform>%1 બધા %2 ખાડા ભરે છે અને %n બીજ પોતાની પાસે રાખે છે.</numerusform>
            <numerusform>%1 બધા %2 ખાડા ભરે છે અને %n બીજ પોતાની પાસે રાખે છે.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 fills only %n hole(s); the others stay closed.</source>
        <extracomment>the refill before a round, when a player cannot fill every hole: &quot;Ana fills only 5 holes; the others stay closed. Ana keeps 2 seeds.&quot;</extracomment>
        <translation>
            <numerusform>%1 ફક્ત %n ખાડો ભરે છે; બાકીના બંધ રહે છે.</numerusform>
            <numerusform>%1 ફક્ત %n ખાડા ભરે છે; બાકીના બંધ રહે છે.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 keeps %n seed(s).</source>
        <translation>
            <numerusform>%1 %n બીજ પોતાની પાસે રાખે છે.</numerusform>
            <numerusform>%1 %n બીજ પોતાની પાસે રાખે છે.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Round %1 is drawn, %2–%3.</source>
        <extracomment>&quot;Round 2 is drawn, 24–24.&quot;</extracomment>
        <translation>રાઉન્ડ %1 બરાબરીમાં, %2–%3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round %1: %2 wins %3–%4.</source>
        <extracomment>&quot;Round 3: Luis wins 28–20.&quot;</extracomment>
        <translation>રાઉન્ડ %1: %2ની %3–%4થી જીત.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The last four went to %1, %2.</source>
        <translation>છેલ્લા ચાર બીજ %1ને મળ્યા, %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The round ended because %1.</source>
        <translation>રાઉન્ડ પૂરો થયો, કારણ કે %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>The next round starts in %n second(s).</source>
        <extracomment>between rounds of a match between computers</extracomment>
        <translation>
            <numerusform>પછીનો રાઉન્ડ %n સેકન્ડમાં શરૂ થશે.</numerusform>
            <numerusform>પછીનો રાઉન્ડ %n સેકન્ડમાં શરૂ થશે.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The computers are paused: the next round waits.</source>
        <translation>કમ્પ્યુટર થોભાવેલા છે: પછીનો રાઉન્ડ રાહ જુએ છે.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 %2 – %3 %4</source>
        <extracomment>the match score: &quot;Ana 2 – Luis 1½&quot;</extracomment>
        <translation>%1 %2 – %3 %4</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+1"/>
        <source>%1 wins the match!</source>
        <translation>%1ની મૅચમાં જીત!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A drawn match</source>
        <translation>મૅચ બરાબરીમાં</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 could not fill a single hole and loses the match (traditional refill).</source>
        <translation>%1 એક પણ ખાડો ભરી શકે તેમ ન હતું, તેથી મૅચ હારી જાય છે (પરંપરાગત ફરી ભરણી).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The one round was played.</source>
        <extracomment>the end of a match of several rounds: &quot;All 5 rounds were played.&quot;</extracomment>
        <translation>એકમાત્ર રાઉન્ડ રમાઈ ગયો.</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>All %n round(s) were played.</source>
        <translation>
            <numerusform>%n રાઉન્ડ રમાઈ ગયો.</numerusform>
            <numerusform>બધા %n રાઉન્ડ રમાઈ ગયા.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 won %n round(s).</source>
        <extracomment>the end of a match to a number of won rounds: &quot;Ana won 3 rounds.&quot;</extracomment>
        <translation>
            <numerusform>%1ના નામે %n રાઉન્ડની જીત.</numerusform>
            <numerusform>%1ના નામે %n રાઉન્ડની જીત.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The rounds were level, and so were the seeds: %1 each.</source>
        <translation>રાઉન્ડ સરખા રહ્યા, અને બીજ પણ: દરેક પાસે %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rounds were level; the seeds decide: %1 %2, %3 %4.</source>
        <translation>રાઉન્ડ સરખા રહ્યા; બીજથી નિર્ણય થાય છે: %1 %2, %3 %4.</translation>
    </message>
</context>
<context>
    <name>hoyito::app::MatchView</name>
    <message>
        <location filename="../app/gui/match/matchview.cpp" line="+26"/>
        <location line="+32"/>
        <source>Match</source>
        <translation>મૅચ</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>%1 %2</source>
        <extracomment>the status line after a round of a match: the round&apos;s summary, then &quot;Match: Ana 1 – Luis 0&quot;</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Match: %1</source>
        <translation>મૅચ: %1</translation>
    </message>
</context>
<context>
    <name>hoyito::app::MoveListModel</name>
    <message>
        <location filename="../app/gui/analysis/movelistmodel.cpp" line="+133"/>
        <source>%1. %2</source>
        <extracomment>a line of the move list: the turn number, then what happened</extracomment>
        <translation>%1. %2</translation>
    </message>
</context>
<context>
    <name>hoyito::app::NewGameDialog</name>
    <message>
        <location filename="../app/gui/setup/newgamedialog.cpp" line="+44"/>
        <source>Human</source>
        <translation>માણસ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Computer</source>
        <translation>કમ્પ્યુટર</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Custom: 2 ×</source>
        <translation>મરજી મુજબ: 2 ×</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>New Game</source>
        <translation>નવી રમત</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play from Here</source>
        <translation>આ સ્થિતિથી રમો</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Holes per row</source>
        <translation>દરેક હરોળમાં ખાડા</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Game:</source>
        <translation>રમત (&amp;G):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Board:</source>
        <translation>બોર્ડ:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players</source>
        <translation>ખેલાડીઓ</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1&apos;s level</source>
        <extracomment>the computer&apos;s level, for screen readers: &quot;South&apos;s level&quot;</extracomment>
        <translation>%1નું સ્તર</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>South (near row):</source>
        <translation>દક્ષિણ (નજીકની હરોળ):</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North (far row):</source>
        <translation>ઉત્તર (દૂરની હરોળ):</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 played by</source>
        <extracomment>the Human / Computer choice, for screen readers: &quot;South played by&quot;</extracomment>
        <translation>%1 તરફથી કોણ રમે છે</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Who starts:</source>
        <translation>કોણ શરૂ કરે:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Start</source>
        <translation>શરૂ કરો (&amp;S)</translation>
    </message>
</context>
<context>
    <name>hoyito::app::PlayerCard</name>
    <message>
        <location filename="../app/gui/window/gamepanel.cpp" line="+139"/>
        <source>to move</source>
        <translation>વારો</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>winner</source>
        <translation>વિજેતા</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>thinking…</source>
        <translation>વિચારે છે…</translation>
    </message>
</context>
<context>
    <name>hoyito::app::PlayersMenu</name>
    <message>
        <location filename="../app/gui/game/playersmenu.cpp" line="+122"/>
        <source>&amp;Players</source>
        <translation>ખેલાડીઓ (&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;South</source>
        <translation>દક્ષિણ (&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;North</source>
        <translation>ઉત્તર (&amp;N)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Human</source>
        <translation>માણસ (&amp;H)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer: &amp;%1 %2</source>
        <extracomment>a menu item: the computer at a level, &quot;Computer: 3 Medium&quot;</extracomment>
        <translation>કમ્પ્યુટર: &amp;%1 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Pause Computer</source>
        <translation>કમ્પ્યુટરને થોભાવો (&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tep: Next Computer Move</source>
        <translation>એક પગલું: કમ્પ્યુટરની હવે પછીની ચાલ (&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hint</source>
        <translation>સંકેત (&amp;H)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 is thinking…</source>
        <extracomment>the thinking indicator: &quot;North is thinking…&quot;</extracomment>
        <translation>%1 વિચારે છે…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for a hint…</source>
        <translation>સંકેત શોધાઈ રહ્યો છે…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Paused: Step (%1) plays %2&apos;s move</source>
        <extracomment>paused before a computer&apos;s move: &quot;Paused: Step (S) plays North&apos;s move&quot;</extracomment>
        <translation>થોભાવેલું: “એક પગલું” (%1) %2ની ચાલ રમશે</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Computer paused</source>
        <translation>કમ્પ્યુટર થોભાવેલું છે</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Hint: play %1</source>
        <extracomment>the engine&apos;s suggestion for the player to move: &quot;Hint: play c&quot;</extracomment>
        <translation>સંકેત: %1 રમો</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hint: %1</source>
        <extracomment>the engine&apos;s suggestion for the player to move, with its reason, which names the move first: &quot;Hint: c captures 4 seeds on D and plays again.&quot;</extracomment>
        <translation>સંકેત: %1</translation>
    </message>
</context>
<context>
    <name>hoyito::app::PositionText</name>
    <message>
        <location filename="../app/record/positiontext.cpp" line="+12"/>
        <source>a position is written VARIANT:N:MOVER:HOLES:SOUTH_SCORE:NORTH_SCORE[:TAKER], in 6 or 7 fields</source>
        <translation>સ્થિતિ VARIANT:N:MOVER:HOLES:SOUTH_SCORE:NORTH_SCORE[:TAKER] રૂપે, 6 અથવા 7 ફીલ્ડમાં લખાય છે</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the variant (field 1) must be I, II or III</source>
        <translation>પ્રકાર (ફીલ્ડ 1) I, II અથવા III હોવો જોઈએ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the holes per row (field 2) must be a number from %1 to %2</source>
        <translation>દરેક હરોળના ખાડા (ફીલ્ડ 2) %1થી %2 સુધીની સંખ્યા હોવી જોઈએ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the player to move (field 3) must be S or N</source>
        <translation>જેનો વારો છે તે ખેલાડી (ફીલ્ડ 3) S અથવા N હોવો જોઈએ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>field 4 must hold one seed count for each hole of both rows</source>
        <translation>ફીલ્ડ 4માં બંને હરોળના દરેક ખાડા માટે બીજની એક સંખ્યા હોવી જોઈએ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>field 4, item %1: the seed count must be a number from 0 to the 8N seeds of the game, or x for a closed hole</source>
        <extracomment>%1 the place of the bad seed count in field 4&apos;s list: 1 for the first</extracomment>
        <translation>ફીલ્ડ 4, ક્રમ %1: બીજની સંખ્યા 0થી રમતનાં કુલ 8N બીજ સુધીની સંખ્યા હોવી જોઈએ, અથવા બંધ ખાડા માટે x</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1&apos;s score (field %2) must be a number from 0 to the 8N seeds of the game</source>
        <translation>%1નો સ્કોર (ફીલ્ડ %2) 0થી રમતનાં કુલ 8N બીજ સુધીની સંખ્યા હોવો જોઈએ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the board and the scores hold more than the 8N seeds of the game</source>
        <translation>બોર્ડ અને સ્કોરમાં મળીને રમતનાં કુલ 8N બીજ કરતાં વધુ બીજ છે</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last-four taker (field 7) must be capturer, S or N</source>
        <translation>છેલ્લા ચાર બીજ લેનાર (ફીલ્ડ 7) capturer, S અથવા N હોવો જોઈએ</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the game is over in this position</source>
        <translation>આ સ્થિતિમાં રમત પૂરી થઈ ગઈ છે</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a row has %1 to %2 holes, not %3</source>
        <translation>હરોળમાં %1થી %2 ખાડા હોય છે, %3 નહીં</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the board and the scores hold %1 seeds, more than the %2 of a game on this board</source>
        <translation>બોર્ડ અને સ્કોરમાં મળીને %1 બીજ છે, જે આ બોર્ડ પરની રમતનાં %2 કરતાં વધુ છે</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>hole %1 is closed and cannot hold seeds</source>
        <translation>ખાડો %1 બંધ છે, તેમાં બીજ રાખી શકાય નહીં</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there are no seeds on the board, so the game is over</source>
        <translation>બોર્ડ પર કોઈ બીજ નથી, તેથી રમત પૂરી થઈ ગઈ છે</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every seed but the last four is captured, so the capture that left them ended the game</source>
        <translation>છેલ્લા ચાર સિવાયનાં બધાં બીજ કબજે થઈ ગયાં છે, તેથી તેમને બાકી રાખનાર કબજાથી રમત પૂરી થઈ ગઈ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is to move but has no seeds, and a game cannot begin with a pass</source>
        <translation>વારો %1નો છે પણ તેની પાસે કોઈ બીજ નથી, અને રમત વારો જતો કરીને શરૂ થઈ શકે નહીં</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every hole %1 could play starts a sowing that never ends, and a game cannot begin with a pass</source>
        <translation>%1 જે ખાડા રમી શકે તે દરેક ક્યારેય પૂરી ન થતી વાવણી શરૂ કરે છે, અને રમત વારો જતો કરીને શરૂ થઈ શકે નહીં</translation>
    </message>
</context>
<context>
    <name>hoyito::app::PuzzleFile</name>
    <message>
        <location filename="../app/record/puzzlefile.cpp" line="+63"/>
        <source>not JSON: %1 at character %2</source>
        <translation>JSON નથી: અક્ષર %2 પર %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not a JSON object</source>
        <translation>JSON ઑબ્જેક્ટ નથી</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;id&quot; must be a text that is not empty</source>
        <translation>&quot;id&quot; ખાલી ન હોય એવું લખાણ હોવું જોઈએ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;position&quot; must be a position text</source>
        <translation>&quot;position&quot; સ્થિતિનું લખાણ હોવું જોઈએ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;position&quot;: %1</source>
        <translation>&quot;position&quot;: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;solution&quot; must be a list of moves that is not empty</source>
        <translation>&quot;solution&quot; ચાલની ખાલી ન હોય એવી યાદી હોવી જોઈએ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;solution&quot;: move %1 is not a text</source>
        <translation>&quot;solution&quot;: ચાલ %1 લખાણ નથી</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;solution&quot;: move %1 comes after the end of the game</source>
        <translation>&quot;solution&quot;: ચાલ %1 રમત પૂરી થયા પછી આવે છે</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;solution&quot;: move %1 &apos;%2&apos; cannot be played at %3</source>
        <translation>&quot;solution&quot;: ચાલ %1 &apos;%2&apos; સ્થિતિ %3 પર રમી શકાય નહીં</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&quot;themes&quot; must be a list of theme names</source>
        <translation>&quot;themes&quot; વિષયોનાં નામની યાદી હોવી જોઈએ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;themes&quot;: &apos;%1&apos; is not a theme</source>
        <translation>&quot;themes&quot;: &apos;%1&apos; કોઈ વિષય નથી</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;rating&quot; must be a whole number from 0 to 10000</source>
        <translation>&quot;rating&quot; 0 થી 10000 સુધીની પૂર્ણ સંખ્યા હોવી જોઈએ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;proven&quot; must be true or false</source>
        <translation>&quot;proven&quot; true અથવા false હોવું જોઈએ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;depth&quot; must be a whole number from 1 to 100</source>
        <translation>&quot;depth&quot; 1 થી 100 સુધીની પૂર્ણ સંખ્યા હોવી જોઈએ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;%1&quot; must be a whole number</source>
        <translation>&quot;%1&quot; પૂર્ણ સંખ્યા હોવી જોઈએ</translation>
    </message>
</context>
<context>
    <name>hoyito::app::RecordFileText</name>
    <message>
        <location filename="../app/record/recordload.cpp" line="+40"/>
        <source>the file is larger than %1 MiB, too large for a game record</source>
        <translation>ફાઇલ %1 MiB કરતાં મોટી છે, રમતના રેકોર્ડ માટે ખૂબ મોટી</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+611"/>
        <source>true or false</source>
        <translation>true અથવા false</translation>
    </message>
    <message>
        <location line="-610"/>
        <source>a number</source>
        <translation>સંખ્યા</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+602"/>
        <source>a text</source>
        <translation>લખાણ</translation>
    </message>
    <message>
        <location line="-601"/>
        <location line="+615"/>
        <source>a list</source>
        <translation>યાદી</translation>
    </message>
    <message>
        <location line="-614"/>
        <location line="+252"/>
        <location line="+185"/>
        <location line="+30"/>
        <location line="+156"/>
        <source>an object</source>
        <translation>ઑબ્જેક્ટ</translation>
    </message>
    <message>
        <location line="-620"/>
        <source>nothing</source>
        <translation>કશું નહીં</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>%1: round %2 is not finished, yet a later round follows it</source>
        <translation>%1: રાઉન્ડ %2 પૂરો થયો નથી, છતાં તેના પછી બીજો રાઉન્ડ આવે છે</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the file is not UTF-8 text: byte %1 (0x%2) is invalid</source>
        <translation>ફાઇલ UTF-8 લખાણ નથી: બાઇટ %1 (0x%2) અમાન્ય છે</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>not a JSON file: %1 at byte %2 (line %3, column %4)</source>
        <translation>JSON ફાઇલ નથી: બાઇટ %2 પર %1 (લીટી %3, કૉલમ %4)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>not a Hoyito game record: the file holds a JSON list, not an object</source>
        <translation>Hoyito રમતનો રેકોર્ડ નથી: ફાઇલમાં JSON ઑબ્જેક્ટ નહીં, પણ JSON યાદી છે</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>not a Hoyito game record: it has no &quot;format&quot; field</source>
        <translation>Hoyito રમતનો રેકોર્ડ નથી: તેમાં &quot;format&quot; ફીલ્ડ નથી</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not a Hoyito game record: &quot;format&quot; is %1, not &quot;%2&quot;</source>
        <translation>Hoyito રમતનો રેકોર્ડ નથી: &quot;format&quot; %1 છે, &quot;%2&quot; નથી</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>variant: unknown variant &quot;%1&quot; (known: I, II, III)</source>
        <translation>variant: અજાણ્યો પ્રકાર &quot;%1&quot; (જાણીતા: I, II, III)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>date: &quot;%1&quot; is not an ISO 8601 date and time (like 2025-01-31T14:05:00+01:00)</source>
        <translation>date: &quot;%1&quot; ISO 8601 તારીખ અને સમય નથી (જેમ કે 2025-01-31T14:05:00+01:00)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: a record with a start position is version %2, but this one says version %3</source>
        <translation>%1: શરૂઆતની સ્થિતિવાળો રેકોર્ડ આવૃત્તિ %2નો હોય છે, પણ આમાં આવૃત્તિ %3 લખેલી છે</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: a match starts from the opening, so only a single game has a start position</source>
        <translation>%1: મૅચ હંમેશાં શરૂઆતની ગોઠવણથી શરૂ થાય છે, તેથી શરૂઆતની સ્થિતિ ફક્ત એક જ રમતમાં હોય છે</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: &quot;%2&quot; cannot start a game: %3</source>
        <translation>%1: &quot;%2&quot;થી રમત શરૂ થઈ શકે નહીં: %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the position is of %1, but &quot;variant&quot; says %2</source>
        <translation>સ્થિતિ %1ની છે, પણ &quot;variant&quot; મુજબ %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 holes a row, but &quot;holesPerRow&quot; says %2</source>
        <translation>સ્થિતિમાં દરેક હરોળમાં %1 ખાડા છે, પણ &quot;holesPerRow&quot; મુજબ %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the position gives the last four to %1, but &quot;lastFourTaker&quot; says %2</source>
        <translation>સ્થિતિ મુજબ છેલ્લા ચાર બીજ %1ને મળે છે, પણ &quot;lastFourTaker&quot; મુજબ %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 to move, but &quot;start&quot; says %2</source>
        <translation>સ્થિતિમાં વારો %1નો છે, પણ &quot;start&quot; મુજબ %2</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>%1: expected two scores [South, North], found %2</source>
        <translation>%1: બે સ્કોર [દક્ષિણ, ઉત્તર] અપેક્ષિત હતા, %2 મળ્યા</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1: the file says %2, but its moves give %3</source>
        <translation>%1: ફાઇલ મુજબ “%2”, પણ તેની ચાલો મુજબ “%3”</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>round %1, the record&apos;s own game, comes after the end of the match: after round %2, %3</source>
        <translation>રાઉન્ડ %1 (રેકોર્ડની પોતાની રમત) મૅચ પૂરી થયા પછી આવે છે: રાઉન્ડ %2 પછી %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: round %2 comes after the end of the match: after round %3, %4</source>
        <translation>%1: રાઉન્ડ %2 મૅચ પૂરી થયા પછી આવે છે: રાઉન્ડ %3 પછી %4</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the starters alternate</source>
        <translation>શરૂ કરનાર વારાફરતી બદલાય છે</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>round %1 was drawn, so the player who did not start it starts</source>
        <translation>રાઉન્ડ %1 બરાબરીમાં પૂરો થયો, તેથી તે રાઉન્ડ શરૂ ન કરનાર ખેલાડી શરૂ કરે છે</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the loser of round %1 starts</source>
        <translation>રાઉન્ડ %1માં હારનાર શરૂ કરે છે</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the file says %2 starts round %3, but the match rules give %4 (%5)</source>
        <translation>%1: ફાઇલ મુજબ %2 રાઉન્ડ %3 શરૂ કરે છે, પણ મૅચના નિયમો મુજબ %4 (%5)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the capturer of the penultimate four</source>
        <translation>છેલ્લેથી બીજા ચાર બીજ કબજે કરનાર ખેલાડી</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: the file gives the last four of round %2 to %3, but the match rules give them %4</source>
        <translation>%1: ફાઇલ મુજબ રાઉન્ડ %2ના છેલ્લા ચાર બીજ %3ને મળે છે, પણ મૅચના નિયમો મુજબ તે %4 મળે છે</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>round %1, move %2 (%3): %4</source>
        <translation>રાઉન્ડ %1, ચાલ %2 (%3): %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>move %1 (%2): %3</source>
        <translation>ચાલ %1 (%2): %3</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1: the review has no turns</source>
        <translation>%1: સમીક્ષામાં એક પણ વારો નથી</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: the review goes on after the last turn of the game, turn %2</source>
        <translation>%1: સમીક્ષા રમતના છેલ્લા વારા, વારા %2, પછી પણ ચાલુ રહે છે</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: the review stops at turn %2, but the game goes on to turn %3; only a review of every turn is kept</source>
        <translation>%1: સમીક્ષા વારા %2 પર અટકે છે, પણ રમત વારા %3 સુધી ચાલે છે; ફક્ત દરેક વારાની સમીક્ષા જ રાખવામાં આવે છે</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1: the review is of another game: turn %2 of this game is %3, not %4</source>
        <translation>%1: આ સમીક્ષા બીજી રમતની છે: આ રમતનો વારો %2 %3 છે, %4 નહીં</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+74"/>
        <source>%1: %2 cannot be played at turn %3: %4</source>
        <translation>%1: વારા %3 પર %2 રમી શકાય નહીં: %4</translation>
    </message>
    <message>
        <location line="-67"/>
        <source>%1: %2 is above the best value, %3</source>
        <translation>%1: %2 શ્રેષ્ઠ મૂલ્ય %3 કરતાં વધારે છે</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: the best move is the move played, %2, yet its value %3 is not the best value %4</source>
        <translation>%1: શ્રેષ્ઠ ચાલ રમાયેલી ચાલ %2 જ છે, છતાં તેનું મૂલ્ય %3 શ્રેષ્ઠ મૂલ્ય %4 નથી</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: the move played, %2, has the best value, so it is the best move, not %3</source>
        <translation>%1: રમાયેલી ચાલ %2નું મૂલ્ય શ્રેષ્ઠ છે, એટલે શ્રેષ્ઠ ચાલ તે જ છે, %3 નહીં</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: the best move is the move played, so its line must be the move played&apos;s line</source>
        <translation>%1: શ્રેષ્ઠ ચાલ રમાયેલી ચાલ જ છે, તેથી તેનો ચાલક્રમ રમાયેલી ચાલનો ચાલક્રમ જ હોવો જોઈએ</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1: a line has 1 to %2 moves, not %3</source>
        <translation>%1: ચાલક્રમમાં 1 થી %2 ચાલ હોય છે, %3 નહીં</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1: the line starts with %2, not with its move %3</source>
        <translation>%1: ચાલક્રમ %2 થી શરૂ થાય છે, તેની ચાલ %3 થી નહીં</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>the field &quot;%1&quot; is missing</source>
        <translation>ફીલ્ડ &quot;%1&quot; ખૂટે છે</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: expected %2, found %3</source>
        <translation>%1: %2 અપેક્ષિત હતું, %3 મળ્યું</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>a whole number</source>
        <translation>પૂર્ણાંક</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: expected a whole number, found %2</source>
        <translation>%1: પૂર્ણાંક અપેક્ષિત હતો, %2 મળ્યો</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: %2 is out of range, expected a number from %3 to %4</source>
        <translation>%1: %2 માન્ય શ્રેણીની બહાર છે, %3 થી %4 સુધીની સંખ્યા અપેક્ષિત છે</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: &quot;%2&quot; is not one of %3</source>
        <translation>%1: &quot;%2&quot; આમાંથી કોઈ નથી: %3</translation>
    </message>
    <message>
        <location filename="../app/record/recordfs.cpp" line="+33"/>
        <source>a part of the path is not a folder</source>
        <translation>પાથનો એક ભાગ ફોલ્ડર નથી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the path has too many symbolic links (a link that leads back to itself?)</source>
        <translation>પાથમાં ઘણી બધી સિમ્બોલિક લિંક છે (કોઈ લિંક પાછી પોતાની તરફ જ લઈ જાય છે?)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>permission denied (to read the file, or to open a folder on its path)</source>
        <translation>પરવાનગી નથી (ફાઇલ વાંચવાની, અથવા તેના પાથ પરનું કોઈ ફોલ્ડર ખોલવાની)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file name is too long</source>
        <translation>ફાઇલનું નામ ખૂબ લાંબું છે</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>this is a named pipe (FIFO), not a game record</source>
        <translation>આ નામવાળી પાઇપ (FIFO) છે, રમતનો રેકોર્ડ નથી</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this is a socket, not a game record</source>
        <translation>આ સૉકેટ છે, રમતનો રેકોર્ડ નથી</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this is a device, not a game record</source>
        <translation>આ ઉપકરણ છે, રમતનો રેકોર્ડ નથી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is not a regular file, not a game record</source>
        <translation>આ સામાન્ય ફાઇલ નથી, રમતનો રેકોર્ડ નથી</translation>
    </message>
    <message>
        <location line="+68"/>
        <location filename="../app/record/recordload.cpp" line="+43"/>
        <source>cannot read the file: %1</source>
        <translation>ફાઇલ વાંચી શકાતી નથી: %1</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>the file does not exist</source>
        <translation>ફાઇલ અસ્તિત્વમાં નથી</translation>
    </message>
    <message>
        <location filename="../app/record/recordload.cpp" line="-561"/>
        <source>version %1 records are not supported; this Hoyito reads versions %2 to %3</source>
        <translation>આવૃત્તિ %1ના રેકોર્ડ સમર્થિત નથી; આ Hoyito આવૃત્તિ %2થી %3 વાંચે છે</translation>
    </message>
    <message>
        <location filename="../app/record/recordfs.cpp" line="+6"/>
        <location line="+9"/>
        <source>this is a folder, not a game record</source>
        <translation>આ ફોલ્ડર છે, રમતનો રેકોર્ડ નથી</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>cannot open the file: %1</source>
        <translation>ફાઇલ ખોલી શકાતી નથી: %1</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>no file name was given</source>
        <translation>ફાઇલનું નામ આપ્યું નથી</translation>
    </message>
    <message>
        <location filename="../app/record/recordsave.cpp" line="+41"/>
        <location line="+6"/>
        <location line="+3"/>
        <source>%1: not saved, the game record is invalid: %2</source>
        <translation>%1: સાચવ્યું નથી, રમતનો રેકોર્ડ અમાન્ય છે: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+2"/>
        <source>%1: cannot write the file: %2</source>
        <translation>%1: ફાઇલ લખી શકાતી નથી: %2</translation>
    </message>
</context>
<context>
    <name>hoyito::app::RecordText</name>
    <message>
        <location filename="../app/record/gamerecord.cpp" line="+247"/>
        <source>Round %1</source>
        <translation>રાઉન્ડ %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start: %1</source>
        <translation>શરૂઆત: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Refill: South carries %1, North carries %2; closed holes: %3</source>
        <translation>ફરી ભરણી: દક્ષિણ પાસે %1 બીજ બાકી, ઉત્તર પાસે %2; બંધ ખાડા: %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>કોઈ નહીં</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1; %2 took them</source>
        <translation>%1; તે %2ને મળ્યા</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last four: %1</source>
        <translation>છેલ્લા ચાર બીજ: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result: %1</source>
        <translation>પરિણામ: %1</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>not finished, captured %1</source>
        <translation>પૂરી થઈ નથી, કબજે કરેલાં બીજ %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>South wins %1 (%2)</source>
        <translation>દક્ષિણની જીત %1 (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North wins %1 (%2)</source>
        <translation>ઉત્તરની જીત %1 (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a draw %1 (%2)</source>
        <translation>બરાબરી %1 (%2)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 (computer, level %2)</source>
        <translation>%1 (કમ્પ્યુટર, સ્તર %2)</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+10"/>
        <source>the game is already over</source>
        <translation>રમત પહેલેથી પૂરી થઈ ગઈ છે</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>&quot;%1&quot; is not a move (a hole letter, or - for a pass)</source>
        <translation>&quot;%1&quot; ચાલ નથી (ખાડાનો અક્ષર લખો, અથવા વારો જતો કરવા માટે -)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no hole %1 on a row of %2</source>
        <translation>%2 ખાડાની હરોળમાં ખાડો %1 નથી</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hole %1 is %2&apos;s, and %3 is to move</source>
        <translation>ખાડો %1 %2નો છે, અને વારો %3નો છે</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>there is no hole %1</source>
        <translation>ખાડો %1 નથી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hole %1 is not %2&apos;s</source>
        <translation>ખાડો %1 %2નો નથી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hole %1 is closed</source>
        <translation>ખાડો %1 બંધ છે</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hole %1 is empty</source>
        <translation>ખાડો %1 ખાલી છે</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hole %1 starts a sowing that never ends</source>
        <translation>ખાડો %1 ક્યારેય પૂરી ન થતી વાવણી શરૂ કરે છે</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has a legal move and cannot pass</source>
        <translation>%1 પાસે માન્ય ચાલ છે, તેથી વારો જતો કરી શકાય નહીં</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>illegal move</source>
        <translation>અમાન્ય ચાલ</translation>
    </message>
    <message numerus="yes">
        <location line="+160"/>
        <source>a name is at most %n characters long</source>
        <translation>
            <numerusform>નામમાં વધુમાં વધુ %n અક્ષર હોઈ શકે</numerusform>
            <numerusform>નામમાં વધુમાં વધુ %n અક્ષર હોઈ શકે</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>this one has %n</source>
        <translation>
            <numerusform>આમાં %n છે</numerusform>
            <numerusform>આમાં %n છે</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a name cannot hold control characters such as line breaks (%1)</source>
        <translation>નામમાં લાઇન બ્રેક જેવા કંટ્રોલ અક્ષરો હોઈ શકે નહીં (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a name cannot hold characters that change the writing direction (%1)</source>
        <translation>નામમાં લખાણની દિશા બદલતા અક્ષરો હોઈ શકે નહીં (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a name cannot hold invisible characters (%1)</source>
        <translation>નામમાં અદૃશ્ય અક્ષરો હોઈ શકે નહીં (%1)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>a name cannot stack more than %n marks on one character</source>
        <translation>
            <numerusform>નામમાં એક અક્ષર પર %n કરતાં વધુ ચિહ્ન મૂકી શકાય નહીં</numerusform>
            <numerusform>નામમાં એક અક્ષર પર %n કરતાં વધુ ચિહ્નો મૂકી શકાય નહીં</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a name must be valid text (this one has a broken surrogate pair)</source>
        <translation>નામ માન્ય લખાણ હોવું જોઈએ (આમાં તૂટેલી સરોગેટ જોડી છે)</translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n રાઉન્ડ</numerusform>
            <numerusform>%n રાઉન્ડ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>first to %n win(s)</source>
        <translation>
            <numerusform>જે પહેલાં %n જીત મેળવે</numerusform>
            <numerusform>જે પહેલાં %n જીત મેળવે</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>all %n round(s) were played</source>
        <translation>
            <numerusform>%n રાઉન્ડ રમાઈ ગયો</numerusform>
            <numerusform>બધા %n રાઉન્ડ રમાઈ ગયા</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 won %n round(s)</source>
        <translation>
            <numerusform>%1ના નામે %n રાઉન્ડની જીત</numerusform>
            <numerusform>%1ના નામે %n રાઉન્ડની જીત</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>after %n round(s)</source>
        <translation>
            <numerusform>%n રાઉન્ડ પછી</numerusform>
            <numerusform>%n રાઉન્ડ પછી</numerusform>
        </translation>
    </message>
    <message>
        <location line="-48"/>
        <source>starters alternate</source>
        <translation>શરૂ કરનાર વારાફરતી</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the loser starts</source>
        <translation>હારનાર શરૂ કરે</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>last-four handicap</source>
        <translation>છેલ્લા ચાર બીજનો હેન્ડિકેપ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no last-four handicap</source>
        <translation>છેલ્લા ચાર બીજનો હેન્ડિકેપ નહીં</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>traditional refill</source>
        <translation>પરંપરાગત ફરી ભરણી</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>to %1, winner of round %2</source>
        <translation>રાઉન્ડ %2ના વિજેતા %1ને</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>to the capturer of the penultimate four, round %1 being drawn</source>
        <translation>છેલ્લેથી બીજા ચાર બીજ કબજે કરનાર ખેલાડીને, કારણ કે રાઉન્ડ %1 બરાબરીમાં પૂરો થયો</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to the capturer of the penultimate four</source>
        <translation>છેલ્લેથી બીજા ચાર બીજ કબજે કરનાર ખેલાડીને</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the one round was played</source>
        <translation>એકમાત્ર રાઉન્ડ રમાઈ ગયો</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 could not fill a single hole</source>
        <translation>%1 એક પણ ખાડો ભરી શકે તેમ ન હતું</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>South %1, North %2 %3; seeds %4-%5</source>
        <translation>દક્ષિણ %1, ઉત્તર %2 %3; બીજ %4-%5</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>in progress, in round %1</source>
        <translation>ચાલુ છે, રાઉન્ડ %1માં</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a drawn match, %1 and equal seeds (%2)</source>
        <translation>મૅચ બરાબરીમાં, %1 અને સરખાં બીજ (%2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins the match, %2 (%3)</source>
        <translation>%1ની મૅચમાં જીત, %2 (%3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins the match on seeds, %2 with %3-%4 seeds (%5)</source>
        <translation>%1ની બીજના આધારે મૅચમાં જીત, %2, બીજ %3-%4 (%5)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 wins the match %2 (%3)</source>
        <translation>%1ની મૅચમાં જીત %2 (%3)</translation>
    </message>
</context>
<context>
    <name>hoyito::app::ReplayBar</name>
    <message>
        <location filename="../app/gui/game/replaybar.cpp" line="+110"/>
        <location line="+1"/>
        <source>Replay</source>
        <translation>રીપ્લે</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>%1 (%2)</source>
        <extracomment>tooltip of a replay button: what it does, then its key</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>First Position</source>
        <translation>પહેલી સ્થિતિ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back One Turn</source>
        <translation>એક વારો પાછળ</translation>
    </message>
    <message>
        <location line="+227"/>
        <source>Play</source>
        <translation>ચલાવો</translation>
    </message>
    <message>
        <location line="-226"/>
        <source>Forward One Turn</source>
        <translation>એક વારો આગળ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last Position</source>
        <translation>છેલ્લી સ્થિતિ</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+99"/>
        <source>Turn %1 of %2</source>
        <extracomment>replay bar: the turn shown (or being shown), of all turns</extracomment>
        <translation>વારો %1 (કુલ %2)</translation>
    </message>
    <message>
        <location line="-98"/>
        <location line="+190"/>
        <source>Play On From Here</source>
        <translation>અહીંથી આગળ રમો</translation>
    </message>
    <message>
        <location line="-189"/>
        <source>Play the game on, live, from the position shown</source>
        <translation>બતાવેલી સ્થિતિથી રમત ફરી ચાલુ કરીને આગળ રમો</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close Replay</source>
        <translation>રીપ્લે બંધ કરો</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the game at its last position</source>
        <translation>રમતની છેલ્લી સ્થિતિ પર પાછા જાઓ</translation>
    </message>
    <message numerus="yes">
        <location line="+93"/>
        <source>Start (%n turn(s))</source>
        <extracomment>replay bar at the first position</extracomment>
        <translation>
            <numerusform>શરૂઆત (%n વારો)</numerusform>
            <numerusform>શરૂઆત (%n વારા)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Replay: the start of the game — %1</source>
        <extracomment>status line in replay mode at the first position</extracomment>
        <translation>રીપ્લે: રમતની શરૂઆત — %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Replay, turn %1 of %2: %3</source>
        <extracomment>status line in replay mode: the turn shown and what it did</extracomment>
        <translation>રીપ્લે, વારો %1 (કુલ %2): %3</translation>
    </message>
    <message numerus="yes">
        <location line="+75"/>
        <source>Play on from the start and drop all %n turn(s) of the game?</source>
        <extracomment>asked before &quot;Play On From Here&quot; drops the rest of the game</extracomment>
        <translation>
            <numerusform>શરૂઆતથી ફરી રમવું છે અને રમતનો %n વારો પડતો મૂકવો છે?</numerusform>
            <numerusform>શરૂઆતથી ફરી રમવું છે અને રમતના બધા %n વારા પડતા મૂકવા છે?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Play on after turn %1 and drop the %n turn(s) after it?</source>
        <translation>
            <numerusform>વારા %1 પછીથી આગળ રમવું છે અને તેના પછીનો %n વારો પડતો મૂકવો છે?</numerusform>
            <numerusform>વારા %1 પછીથી આગળ રમવું છે અને તેના પછીના %n વારા પડતા મૂકવા છે?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Redo brings them back until you play a different move. A file the game was opened from keeps them until you save over it.</source>
        <translation>જ્યાં સુધી તમે બીજી ચાલ ન રમો ત્યાં સુધી “ચાલ ફરી કરો” તેમને પાછા લાવી શકે છે. જે ફાઇલમાંથી રમત ખોલી હતી તેમાં તે રહે છે, જ્યાં સુધી તમે તેના પર નવું ન સાચવો.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play On</source>
        <translation>આગળ રમો (&amp;P)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Pause</source>
        <translation>થોભો</translation>
    </message>
</context>
<context>
    <name>hoyito::app::ResultDialog</name>
    <message>
        <location filename="../app/gui/window/resultdialog.cpp" line="+18"/>
        <source>&amp;New Game…</source>
        <translation>નવી રમત (&amp;N)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game Over</source>
        <translation>રમત પૂરી</translation>
    </message>
</context>
<context>
    <name>hoyito::app::RoundReplayDialog</name>
    <message>
        <location filename="../app/gui/match/roundreplaydialog.cpp" line="+214"/>
        <source>Round %1 — Replay</source>
        <extracomment>the title of a replayed round&apos;s window: &quot;Round 2 — Replay&quot;</extracomment>
        <translation>રાઉન્ડ %1 — રીપ્લે</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Review &amp;Round</source>
        <extracomment>the button of a replayed round&apos;s window that reviews every turn of the round</extracomment>
        <translation>રાઉન્ડની સમીક્ષા (&amp;R)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <extracomment>the button that closes a replayed round&apos;s window (no accelerator: Alt+C is the review&apos;s Cancel)</extracomment>
        <translation>બંધ કરો</translation>
    </message>
</context>
<context>
    <name>hoyito::app::RoundSummaryDialog</name>
    <message>
        <location filename="../app/gui/match/matchdialogs.cpp" line="-47"/>
        <source>&amp;Next Round</source>
        <translation>પછીનો રાઉન્ડ (&amp;N)</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Round %1</source>
        <extracomment>the round summary&apos;s title: &quot;Round 2&quot;</extracomment>
        <translation>રાઉન્ડ %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Match: %1</source>
        <extracomment>the match score in the round summary: &quot;Match: Ana 1 – Luis 1&quot;</extracomment>
        <translation>મૅચ: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Next Round &amp;Now</source>
        <extracomment>the round summary&apos;s button while the next round counts down to its start</extracomment>
        <translation>પછીનો રાઉન્ડ હમણાં (&amp;N)</translation>
    </message>
</context>
<context>
    <name>hoyito::app::RulesText</name>
    <message>
        <location filename="../app/record/rulestext.cpp" line="+7"/>
        <source>South</source>
        <translation>દક્ષિણ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North</source>
        <translation>ઉત્તર</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Hoyito I</source>
        <translation>Hoyito I</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hoyito II</source>
        <translation>Hoyito II</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hoyito III</source>
        <translation>Hoyito III</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>not finished</source>
        <translation>પૂરી થઈ નથી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last four</source>
        <translation>છેલ્લા ચાર બીજ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the board emptied</source>
        <translation>બોર્ડ ખાલી થયું</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a position seen three times</source>
        <translation>એક સ્થિતિ ત્રણ વાર આવી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>200 turns without a capture</source>
        <translation>કબજા વગર 200 વારા</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>neither player could move</source>
        <translation>કોઈ ખેલાડી ચાલ કરી શકે તેમ ન હતું</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a capture left only the last four seeds on the board</source>
        <translation>એક કબજા પછી બોર્ડ પર ફક્ત છેલ્લા ચાર બીજ બચ્યા</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last seeds on the board were captured</source>
        <translation>બોર્ડ પરનાં છેલ્લાં બીજ કબજે થઈ ગયાં</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the same position came up a third time; each player takes the seeds in their row</source>
        <translation>એ જ સ્થિતિ ત્રીજી વાર આવી; દરેક ખેલાડી પોતાની હરોળનાં બીજ લે છે</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>200 turns went by without a capture; each player takes the seeds in their row</source>
        <translation>કોઈ કબજા વગર 200 વારા વીતી ગયા; દરેક ખેલાડી પોતાની હરોળનાં બીજ લે છે</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>neither player could move; each player takes the seeds in their row</source>
        <translation>બેમાંથી કોઈ ખેલાડી ચાલ કરી શકે તેમ ન હતું; દરેક ખેલાડી પોતાની હરોળનાં બીજ લે છે</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Game over</source>
        <translation>રમત પૂરી</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 wins!</source>
        <translation>%1ની જીત!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A draw</source>
        <translation>બરાબરી</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>You win by %n seed(s)!</source>
        <extracomment>the result for a person who played the computer; %n: their final seeds minus the computer&apos;s</extracomment>
        <translation>
            <numerusform>તમે %n બીજથી જીત્યા!</numerusform>
            <numerusform>તમે %n બીજથી જીત્યા!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>You lose by %n seed(s)</source>
        <extracomment>the result for a person who played the computer; %n: the computer&apos;s final seeds minus theirs</extracomment>
        <translation>
            <numerusform>તમે %n બીજથી હાર્યા</numerusform>
            <numerusform>તમે %n બીજથી હાર્યા</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot move and passes</source>
        <translation>%1 ચાલ કરી શકે તેમ નથી, તેથી વારો જતો કરે છે</translation>
    </message>
</context>
<context>
    <name>hoyito::app::RulesWindow</name>
    <message>
        <location filename="../app/gui/window/ruleswindow.cpp" line="+99"/>
        <source>Rules of Hoyito</source>
        <translation>Hoyitoના નિયમો</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules of:</source>
        <translation>આ રમતના નિયમો (&amp;R):</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The rules text is missing from this build.</source>
        <translation>આ બિલ્ડમાં નિયમોનું લખાણ નથી.</translation>
    </message>
</context>
<context>
    <name>hoyito::app::Scoreboard</name>
    <message>
        <location filename="../app/gui/match/scoreboard.cpp" line="+48"/>
        <location line="+97"/>
        <source>&amp;Next Round</source>
        <translation>પછીનો રાઉન્ડ (&amp;N)</translation>
    </message>
    <message>
        <location line="-96"/>
        <location line="+112"/>
        <source>&amp;Replay Round</source>
        <translation>રાઉન્ડનું રીપ્લે (&amp;R)</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>Replay the selected round in a window of its own</source>
        <translation>પસંદ કરેલા રાઉન્ડનું અલગ વિન્ડોમાં રીપ્લે જુઓ</translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>&amp;Next Round (%n s)</source>
        <translation>
            <numerusform>પછીનો રાઉન્ડ (%n સે.) (&amp;N)</numerusform>
            <numerusform>પછીનો રાઉન્ડ (%n સે.) (&amp;N)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Seeds %1–%2</source>
        <extracomment>the scoreboard&apos;s heading of the seeds of each round, South&apos;s first: %1 and %2 the first letters of &quot;South&quot; and &quot;North&quot; (&quot;Seeds S–N&quot;)</extracomment>
        <translation>બીજ %1–%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Start</source>
        <translation>શરૂ કરનાર</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Winner</source>
        <translation>વિજેતા</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Last four</source>
        <translation>છેલ્લા ચાર</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The seeds each player ended the round with: South – North</source>
        <translation>રાઉન્ડના અંતે દરેક ખેલાડી પાસેનાં બીજ: દક્ષિણ – ઉત્તર</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who took the last four seeds, and why</source>
        <translation>છેલ્લા ચાર બીજ કોને મળ્યા, અને શા માટે</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No match</source>
        <translation>કોઈ મૅચ નથી</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Round %1 of %2 is over</source>
        <extracomment>scoreboard title between rounds: &quot;Round 2 of 5 is over&quot;</extracomment>
        <translation>રાઉન્ડ %1 (કુલ %2) પૂરો થયો</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1 is over</source>
        <translation>રાઉન્ડ %1 પૂરો થયો</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round %1 of %2</source>
        <extracomment>scoreboard title: &quot;Round 3 of 5&quot;</extracomment>
        <translation>રાઉન્ડ %1 (કુલ %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1</source>
        <translation>રાઉન્ડ %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rounds won; a drawn round counts ½ to each player</source>
        <translation>જીતેલા રાઉન્ડ; બરાબરીવાળો રાઉન્ડ દરેક ખેલાડીને ½ ગણાય છે</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>draw</source>
        <translation>બરાબરી</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1–%2</source>
        <extracomment>the seeds of a round, South&apos;s first: &quot;28–20&quot;</extracomment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2, %3 %4</source>
        <translation>%1 %2, %3 %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, %2</source>
        <extracomment>scoreboard: who took the last four, and why: &quot;North, winner of round 2&quot;</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>none</source>
        <extracomment>scoreboard: nobody took the last four (the round ended otherwise)</extracomment>
        <translation>કોઈ નહીં</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>playing…</source>
        <translation>રમાઈ રહ્યો છે…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>→ %1, %2</source>
        <extracomment>scoreboard, the round being played: the last four will go to this player</extracomment>
        <translation>→ %1, %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>→ %1</source>
        <translation>→ %1</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Widen the panel to see every column.</source>
        <extracomment>under the scoreboard when the panel is too narrow for some of its columns (who started, the seeds)</extracomment>
        <translation>બધા કૉલમ જોવા પેનલ પહોળી કરો.</translation>
    </message>
</context>
<context>
    <name>hoyito::app::SetupDialog</name>
    <message>
        <location filename="../app/gui/setup/setupdialog.cpp" line="+181"/>
        <source>Set Up Position</source>
        <translation>સ્થિતિ ગોઠવો</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a hole for one seed more; right-click or Shift+click for one fewer; turn the mouse wheel over a hole; drag from one hole to another to move its seeds; Ctrl+click or middle-click closes a hole or opens it again. Keys: the arrows, + and -, x to close.</source>
        <translation>ખાડા પર ક્લિક કરવાથી એક બીજ વધે; જમણું ક્લિક અથવા Shift+ક્લિક કરવાથી એક ઘટે; ખાડા પર માઉસનું વ્હીલ પણ ફેરવી શકાય; એક ખાડાથી બીજા ખાડા સુધી ખેંચવાથી તેનાં બીજ ખસે; Ctrl+ક્લિક અથવા વચ્ચેનું ક્લિક ખાડો બંધ કરે અથવા ફરી ખોલે. કી: એરો કી, + અને -, બંધ કરવા x.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Game:</source>
        <translation>રમત (&amp;G):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Board: 2 ×</source>
        <translation>બોર્ડ (&amp;B): 2 ×</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last four:</source>
        <translation>છેલ્લા ચાર બીજ (&amp;L):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To &amp;move:</source>
        <translation>વારો (&amp;M):</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>%1&apos;s score:</source>
        <extracomment>the label of South&apos;s score, &quot;South&apos;s score:&quot;</extracomment>
        <translation>%1નો સ્કોર:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Position:</source>
        <translation>સ્થિતિ (&amp;P):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The position as text: VARIANT:N:MOVER:HOLES:SOUTH_SCORE:NORTH_SCORE[:TAKER]</source>
        <translation>લખાણ રૂપે સ્થિતિ: VARIANT:N:MOVER:HOLES:SOUTH_SCORE:NORTH_SCORE[:TAKER]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation>નકલ કરો (&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pas&amp;te</source>
        <translation>ચોંટાડો (&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Opening</source>
        <translation>શરૂઆતની ગોઠવણ (&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Empty Board</source>
        <translation>ખાલી બોર્ડ (&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play from &amp;Here…</source>
        <translation>અહીંથી રમો (&amp;H)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Analyse</source>
        <translation>વિશ્લેષણ કરો (&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A game between two people from this position, with the engine&apos;s analysis on</source>
        <translation>આ સ્થિતિથી બે વ્યક્તિ વચ્ચેની રમત, કમ્પ્યુટરનું વિશ્લેષણ ચાલુ રાખીને</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>રદ કરો</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the capturer</source>
        <translation>છેલ્લેથી બીજા ચાર બીજ કબજે કરનાર</translation>
    </message>
    <message numerus="yes">
        <location line="+66"/>
        <source>Ready to play: %1 to move, %n seed(s) on the board.</source>
        <extracomment>the editor&apos;s status line when the position can be played: &quot;South to move, 36 seeds on the board&quot;</extracomment>
        <translation>
            <numerusform>રમવા માટે તૈયાર: %1નો વારો, બોર્ડ પર %n બીજ.</numerusform>
            <numerusform>રમવા માટે તૈયાર: %1નો વારો, બોર્ડ પર %n બીજ.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This position cannot be played: %1.</source>
        <extracomment>the editor&apos;s status line: %1 says what is wrong with the position</extracomment>
        <translation>આ સ્થિતિથી રમી શકાય નહીં: %1.</translation>
    </message>
</context>
<context>
    <name>hoyito::app::StatusLine</name>
    <message>
        <location filename="../app/gui/game/statusline.cpp" line="+26"/>
        <source>%1 plays %2</source>
        <translation>%1 %2 રમે છે</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1 — %2</source>
        <extracomment>status line: the last move, then who is to move</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Game over: %1 %2 – %3 %4. %5</source>
        <translation>રમત પૂરી: %1 %2 – %3 %4. %5</translation>
    </message>
</context>
<context>
    <name>hoyito::app::TableStatus</name>
    <message>
        <location filename="../app/gui/tables/tablestatus.cpp" line="+81"/>
        <source>&amp;Perfect Play…</source>
        <translation>ભૂલરહિત રમત (&amp;P)…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>From the endgame tables (Help &gt; Perfect Play): the seeds each player ends the game with when both play perfectly from the position shown</source>
        <translation>અંતિમ તબક્કાનાં કોષ્ટકો મુજબ (મદદ &gt; ભૂલરહિત રમત): બતાવેલી સ્થિતિથી બંને ખેલાડી ભૂલ વગર રમે તો રમતના અંતે દરેક પાસે કેટલાં બીજ હશે</translation>
    </message>
</context>
<context>
    <name>hoyito::app::TablesDialog</name>
    <message>
        <location filename="../app/gui/tables/tablesdialog.cpp" line="+219"/>
        <source>Perfect Play</source>
        <translation>ભૂલરહિત રમત</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Endgame tables hold the outcome of every position with few seeds on the board, worked out to the end. With them the computer at level %1 (%2) and the hint play such endgames perfectly, and the status bar says what perfect play gives.</source>
        <extracomment>%1 and %2: the computer&apos;s strongest level, &quot;6&quot; and &quot;Master&quot;</extracomment>
        <translation>અંતિમ તબક્કાનાં કોષ્ટકોમાં બોર્ડ પર થોડાં બીજવાળી દરેક સ્થિતિનું પરિણામ છેક અંત સુધી ગણીને રાખેલું હોય છે. તેમની મદદથી સ્તર %1 (%2) પરનું કમ્પ્યુટર અને સંકેત આવા અંતિમ તબક્કા ભૂલ વગર રમે છે, અને સ્ટેટસ બાર બતાવે છે કે ભૂલરહિત રમતથી શું પરિણામ આવે.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On this computer</source>
        <translation>આ કમ્પ્યુટર પર</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Build</source>
        <translation>કોષ્ટકો બનાવો</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>Seeds on %1, up to:</source>
        <extracomment>the label of the spin box of the seeds to build the tables up to, on one board: &quot;Seeds on 2 × 6, up to: [16]&quot;</extracomment>
        <translation>%1 બોર્ડ પર બીજ, વધુમાં વધુ:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <extracomment>the 2 × 12 spin box at 0: no tables for that board</extracomment>
        <translation>કોઈ નહીં</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Cancel Build</source>
        <translation>બનાવવાનું અટકાવો (&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;lose</source>
        <translation>બંધ કરો (&amp;L)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Folder: %1</source>
        <extracomment>where the endgame tables are kept</extracomment>
        <translation>ફોલ્ડર: %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&amp;Resume</source>
        <translation>ચાલુ રાખો (&amp;R)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Build</source>
        <translation>બનાવો (&amp;B)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This window may be closed: the build goes on, and the status bar shows it.</source>
        <extracomment>shown while a build runs</extracomment>
        <translation>આ વિન્ડો બંધ કરી શકાય છે: કોષ્ટકો બનતાં રહેશે, અને સ્ટેટસ બાર તેની પ્રગતિ બતાવશે.</translation>
    </message>
</context>
<context>
    <name>hoyito::app::TrainerWindow</name>
    <message>
        <location filename="../app/gui/learn/trainerwindow.cpp" line="+685"/>
        <source>&amp;Board:</source>
        <extracomment>the puzzle trainer&apos;s choice of board</extracomment>
        <translation>બોર્ડ (&amp;B):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Theme:</source>
        <extracomment>the puzzle trainer&apos;s choice of theme</extracomment>
        <translation>વિષય (&amp;T):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Mode:</source>
        <extracomment>the puzzle trainer&apos;s choice of mode: rated puzzles or a streak</extracomment>
        <translation>પ્રકાર (&amp;M):</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rated</source>
        <extracomment>a mode of the puzzle trainer: each puzzle&apos;s first attempt changes the rating</extracomment>
        <translation>રેટિંગવાળા</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Streak</source>
        <extracomment>a mode of the puzzle trainer: harder and harder puzzles until the first mistake</extracomment>
        <translation>સળંગ શ્રેણી</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Hint</source>
        <extracomment>a button of the puzzle trainer: ring the hole to play from</extracomment>
        <translation>સંકેત (&amp;H)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Retry</source>
        <extracomment>a button of the puzzle trainer: the puzzle again from its start</extracomment>
        <translation>ફરી પ્રયાસ (&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Analyse</source>
        <extracomment>a button of the puzzle trainer: open the puzzle&apos;s position in the main window&apos;s analysis</extracomment>
        <translation>વિશ્લેષણ (&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Next</source>
        <extracomment>a button of the puzzle trainer: the next puzzle</extracomment>
        <translation>આગળ (&amp;N)</translation>
    </message>
</context>
<context>
    <name>hoyito::app::TurnSkip</name>
    <message>
        <location filename="../app/gui/game/turnskip.cpp" line="+65"/>
        <source>S&amp;kip to My Turn</source>
        <extracomment>Players menu, and a button on the status bar while the computer plays turn after turn</extracomment>
        <translation>મારા વારા સુધી આગળ વધો (&amp;K)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the computer&apos;s turns at once, up to your turn</source>
        <extracomment>tooltip of Skip to My Turn</extracomment>
        <translation>કમ્પ્યુટરના વારા તરત બતાવો, તમારા વારા સુધી</translation>
    </message>
</context>
<context>
    <name>hoyito::app::ViewChoices</name>
    <message>
        <location filename="../app/gui/config/viewchoices.cpp" line="+173"/>
        <source>Animation &amp;Speed</source>
        <translation>એનિમેશનની ઝડપ (&amp;S)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Slow</source>
        <translation>ધીમી (&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Normal</source>
        <translation>સામાન્ય (&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fast</source>
        <translation>ઝડપી (&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Instant</source>
        <translation>તરત (&amp;I)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Flip Board</source>
        <translation>બોર્ડ ઊલટું ફેરવો (&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Seed &amp;Counts</source>
        <translation>બીજની સંખ્યા બતાવો (&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show &amp;Move Preview</source>
        <extracomment>View menu: before a move is played, the board shows where the hole under the pointer would end and capture</extracomment>
        <translation>ચાલનું પૂર્વદર્શન બતાવો (&amp;M)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;ound</source>
        <extracomment>View menu: the submenu that turns the game&apos;s sounds on or off and sets their volume</extracomment>
        <translation>અવાજ (&amp;O)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play Sounds</source>
        <extracomment>View &gt; Sound: on, the game plays sounds as the seeds move (a check box)</extracomment>
        <translation>અવાજ વગાડો (&amp;P)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Quiet</source>
        <extracomment>View &gt; Sound: the sounds&apos; volume</extracomment>
        <translation>ધીમો (&amp;Q)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Medium</source>
        <extracomment>View &gt; Sound: the sounds&apos; volume</extracomment>
        <translation>મધ્યમ (&amp;M)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Loud</source>
        <extracomment>View &gt; Sound: the sounds&apos; volume</extracomment>
        <translation>મોટો (&amp;L)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Board</source>
        <extracomment>View menu: how the board looks</extracomment>
        <translation>બોર્ડ (&amp;B)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Wood</source>
        <extracomment>View &gt; Board: a board of carved wood</extracomment>
        <translation>લાકડું (&amp;W)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Earth</source>
        <extracomment>View &gt; Board: holes dug in the earth</extracomment>
        <translation>માટી (&amp;E)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Chalk</source>
        <extracomment>View &gt; Board: holes drawn in chalk on concrete</extracomment>
        <translation>ચોક (&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;High Contrast</source>
        <extracomment>View &gt; Board: a board for low vision, near black with bright outlines</extracomment>
        <translation>ઊંચો કોન્ટ્રાસ્ટ (&amp;H)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Language</source>
        <translation>ભાષા (&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;System Default (%1)</source>
        <extracomment>the Language menu&apos;s first choice; %1 is the system&apos;s language in its own name, e.g. &quot;Español&quot;</extracomment>
        <translation>સિસ્ટમ મુજબ (%1) (&amp;S)</translation>
    </message>
</context>
</TS>
