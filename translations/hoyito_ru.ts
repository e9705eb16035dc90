<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>GameText</name>
    <message>
        <location filename="../app/gui/game/gametext.cpp" line="+56"/>
        <source>Make a four with your last seed to capture it, and every four right behind it. A capture earns another turn.</source>
        <translation>Соберите последним семенем четвёрку, чтобы взять её и все четвёрки, идущие подряд позади неё. После взятия вы ходите ещё раз.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Make a four with your last seed to capture it; only that hole is taken. A capture earns another turn.</source>
        <translation>Соберите последним семенем четвёрку, чтобы взять её; берётся только эта лунка. После взятия вы ходите ещё раз.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every four you make while sowing is captured at once, even in passing. No extra turn after a capture.</source>
        <translation>Каждая четвёрка, собранная во время посева, берётся сразу, даже мимоходом. Дополнительного хода после взятия нет.</translation>
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
        <translation>лунка %2 (%1)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 passes: %2</source>
        <translation>%1 пропускает ход: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location line="+67"/>
        <source>%n lap(s)</source>
        <translation>
            <numerusform>%n круг</numerusform>
            <numerusform>%n круга</numerusform>
            <numerusform>%n кругов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-56"/>
        <location line="+12"/>
        <source>captures %n</source>
        <translation>
            <numerusform>берёт %n семя</numerusform>
            <numerusform>берёт %n семени</numerusform>
            <numerusform>берёт %n семян</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>takes the last four</source>
        <translation>забирает последнюю четвёрку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last four go to %1</source>
        <translation>последнюю четвёрку получает %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>plays again</source>
        <translation>ходит ещё раз</translation>
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
            <numerusform>берёт цепочку из %n семени от %1</numerusform>
            <numerusform>берёт цепочку из %n семян от %1</numerusform>
            <numerusform>берёт цепочку из %n семян от %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>captures %n on %1</source>
        <extracomment>the move list: &quot;captures 4 on C&quot;; %1 the hole (or holes, &quot;C and E&quot;) captured</extracomment>
        <translation>
            <numerusform>берёт %n семя в %1</numerusform>
            <numerusform>берёт %n семени в %1</numerusform>
            <numerusform>берёт %n семян в %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>turn over</source>
        <extracomment>a move&apos;s preview: the opponent moves next</extracomment>
        <translation>ход переходит к сопернику</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1: %2, ends in %3</source>
        <extracomment>a move&apos;s preview before it is played: &quot;c: 3 laps, ends in E&quot;; %1 the hole played, %2 the laps (&quot;3 laps&quot;), %3 the hole where its last seed falls</extracomment>
        <translation>%1: %2, заканчивается в лунке %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2, ends in the empty hole %3</source>
        <extracomment>a move&apos;s preview before it is played: &quot;c: 1 lap, ends in the empty hole E&quot;; %1 the hole played, %2 the laps (&quot;1 lap&quot;), %3 the hole, empty until then, where its last seed falls</extracomment>
        <translation>%1: %2, заканчивается в пустой лунке %3</translation>
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
        <translation>Ходит %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The game ended because %1.</source>
        <translation>Игра окончена: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 made that capture and took the last four.</source>
        <translation>Последнюю четвёрку забрал игрок %1, сделавший это взятие.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last four went to %1.</source>
        <translation>Последняя четвёрка досталась игроку %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The game lasted %n turn(s).</source>
        <translation>
            <numerusform>Игра длилась %n ход.</numerusform>
            <numerusform>Игра длилась %n хода.</numerusform>
            <numerusform>Игра длилась %n ходов.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Played with the engine&apos;s help: the analysis was on.</source>
        <translation>Сыграно с помощью компьютера: был включён анализ.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Played with the engine&apos;s help: %n hint(s).</source>
        <translation>
            <numerusform>Сыграно с помощью компьютера: %n подсказка.</numerusform>
            <numerusform>Сыграно с помощью компьютера: %n подсказки.</numerusform>
            <numerusform>Сыграно с помощью компьютера: %n подсказок.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such hole.</source>
        <translation>Такой лунки нет.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is %1; %2 is to move.</source>
        <translation>Это %1, а ходит %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is closed.</source>
        <translation>Ход невозможен: %1 закрыта.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is empty.</source>
        <translation>Ход невозможен: %1 пуста.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot be played: its sowing would never end.</source>
        <translation>Ход невозможен: %1 начинает бесконечный посев.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 can move and may not pass.</source>
        <translation>У игрока %1 есть ход, пропускать нельзя.</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../app/gui/learn/course.cpp" line="+35"/>
        <source>You play South, the near row: pick up the seeds of any one of your holes and sow them.</source>
        <extracomment>South and North are the two players: the learner is always South, on the near row</extracomment>
        <translation>Вы играете за Юг, ближний ряд: возьмите семена из любой своей лунки и посейте их.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click a hole of your row that holds seeds. Hole f sends its seeds on into North&apos;s row.</source>
        <extracomment>holes are named by letters, a to f in South&apos;s row and A to F in North&apos;s: keep the letters as they are</extracomment>
        <translation>Щёлкните по лунке своего ряда, в которой есть семена. Из лунки f семена уходят дальше, в ряд Севера.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your seeds went one by one into the holes that follow, counter-clockwise. Past the right end of your row they go on into North&apos;s row, and from North&apos;s row back into yours.</source>
        <translation>Ваши семена легли по одному в следующие лунки против часовой стрелки. За правым краем вашего ряда они идут дальше по ряду Севера, а из ряда Севера — обратно в ваш.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You play South: sow from a hole whose last seed falls into an empty hole.</source>
        <translation>Вы играете за Юг: сделайте посев из лунки, последнее семя которой упадёт в пустую лунку.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Count along from each of your holes, one seed a hole, and see where the last seed lands.</source>
        <translation>Отсчитайте от каждой своей лунки по одному семени на лунку и посмотрите, куда упадёт последнее.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your last seed fell into an empty hole, so your turn ended there. It does not matter whose row that hole is in.</source>
        <translation>Ваше последнее семя упало в пустую лунку, и ход на этом закончился. Неважно, в чьём ряду эта лунка.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You play South: make a move of at least two laps.</source>
        <extracomment>a lap: one sowing of a handful of seeds; a relay starts the next lap</extracomment>
        <translation>Вы играете за Юг: сделайте ход не меньше чем в два круга.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look for a hole whose last seed would land on a seed, not in an empty hole.</source>
        <translation>Ищите лунку, последнее семя которой упадёт туда, где уже есть семя, а не в пустую лунку.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your last seed landed in d, which already held a seed. You lifted both and sowed on, and the second lap ended in an empty hole.</source>
        <translation>Ваше последнее семя упало в d, где уже лежало одно семя. Вы взяли оба и продолжили посев, а второй круг закончился в пустой лунке.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You play South: make a move of at least three laps.</source>
        <translation>Вы играете за Юг: сделайте ход не меньше чем в три круга.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow each lap to its end. A lap that runs into North&apos;s row can relay from there too.</source>
        <translation>Проследите каждый круг до конца. Если круг заканчивается в ряду Севера, посев может продолжиться и оттуда.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first lap ended on your f and relayed, the second on North&apos;s B and relayed again, and the third ended in an empty hole. Relays happen in either row.</source>
        <translation>Первый круг закончился в вашей лунке f, и посев продолжился, второй — в лунке B Севера, и посев продолжился снова, а третий закончился в пустой лунке. Продолжить посев можно в любом ряду.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You play South: make a casa, so that your last seed falls into a hole that then holds four seeds.</source>
        <translation>Вы играете за Юг: образуйте casa — пусть ваше последнее семя упадёт в лунку, где после этого будет четыре семени.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Look for a hole with three seeds, and a hole before it whose last seed ends there.</source>
        <translation>Найдите лунку с тремя семенами и лунку перед ней, последнее семя которой попадёт туда.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your last seed made four in c: a casa, and its four seeds are yours. A casa is always captured, never relayed.</source>
        <translation>После вашего последнего семени в c стало четыре: это casa, и её четыре семени ваши. Casa всегда берётся, посев из неё не продолжают.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You play South: capture four seeds; the only casa you can make is in North&apos;s row.</source>
        <translation>Вы играете за Юг: возьмите четыре семени; единственная casa, которую можно образовать, — в ряду Севера.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>North&apos;s A holds three seeds. Which of your sowings, relays included, ends there?</source>
        <translation>В лунке A Севера три семени. Какой из ваших посевов, с учётом продолжений, заканчивается там?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your first lap ended on e and relayed, and the last seed made four in North&apos;s A. A casa is yours in whichever row you make it.</source>
        <translation>Ваш первый круг закончился в e, посев продолжился, и после последнего семени в лунке A Севера стало четыре. Casa ваша, в каком бы ряду вы её ни образовали.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>You play South: capture in two turns in a row.</source>
        <translation>Вы играете за Юг: делайте взятия два хода подряд.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There are two threes you can reach: one in your row and one in North&apos;s.</source>
        <translation>Есть две тройки (лунки с тремя семенами), до которых вы можете дойти: одна в вашем ряду, другая в ряду Севера.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your first capture gave you another turn, and you used it to capture again. After every capture you move again.</source>
        <translation>Первое взятие дало вам ещё один ход, и вы снова сделали взятие. После каждого взятия вы ходите ещё раз.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You play South: capture in three turns in a row.</source>
        <translation>Вы играете за Юг: делайте взятия три хода подряд.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each of your threes, and North&apos;s A, has a single seed just before it.</source>
        <translation>Прямо перед каждой вашей тройкой, а также перед лункой A Севера лежит по одному семени.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three single seeds made three casas, and every capture gave you another turn. Twelve seeds in one go.</source>
        <translation>Три одиночных семени образовали три casa, и каждое взятие давало вам ещё один ход. Двенадцать семян разом.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>You play South: capture a casa that has a four right behind it.</source>
        <translation>Вы играете за Юг: возьмите casa, прямо позади которой стоит четвёрка.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A seed sown into a three makes it four. Look at the two threes side by side in your row.</source>
        <translation>Семя, посеянное в тройку, делает из неё четвёрку. Посмотрите на две тройки, стоящие рядом в вашем ряду.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your sowing made four in d on its way and a casa in e. The casa was captured, and the chain took the four behind it too: eight seeds.</source>
        <translation>Ваш посев по пути сделал четвёрку в d и casa в e. Casa взята, и цепочка забрала ещё и четвёрку позади неё: восемь семян.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You play South: capture at least twelve seeds in one turn.</source>
        <translation>Вы играете за Юг: возьмите не меньше двенадцати семян за один ход.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four threes stand side by side across the end of the rows: your e and f, North&apos;s A and B.</source>
        <translation>Четыре тройки стоят подряд на стыке рядов: ваши e и f, A и B Севера.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your last seed made a casa in North&apos;s B. The chain took A behind it, crossed the end of the rows and took your f: twelve seeds. A four that is not right behind the casa stays on the board.</source>
        <translation>Ваше последнее семя образовало casa в лунке B Севера. Цепочка забрала A позади неё, перешла через стык рядов и забрала вашу f: двенадцать семян. Четвёрка, которая стоит не прямо позади casa, остаётся на доске.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You play South: end your turns leaving North no seeds to sow, so that North must pass.</source>
        <translation>Вы играете за Юг: закончите свои ходы так, чтобы Северу нечего было сеять и ему пришлось пропустить ход.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>North has seeds in one hole only. After a capture you move again: keep that move inside your row.</source>
        <translation>У Севера семена есть только в одной лунке. После взятия вы ходите ещё раз: сделайте этот ход, не выходя из своего ряда.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You took North&apos;s last seeds and kept your own at home. North has nothing to sow, so North passes and you move again.</source>
        <translation>Вы забрали последние семена Севера, а свои оставили у себя в ряду. Северу нечего сеять, поэтому он пропускает ход, и вы ходите снова.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You play South: capture four seeds by making a casa.</source>
        <translation>Вы играете за Юг: возьмите четыре семени, образовав casa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hole b cannot be played: its sowing would never end. But seeds can still be sown into it.</source>
        <translation>Из лунки b ходить нельзя: её посев никогда не закончится. Но сеять в неё семена по-прежнему можно.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You could not lift b, but you could fill it: your single seed made it a casa. An endless hole cannot be played, yet seeds still land in it.</source>
        <translation>Ходить из лунки b было нельзя, зато её можно было пополнить: ваше единственное семя превратило её в casa. Из лунки с бесконечным посевом ходить нельзя, но семена в неё всё равно попадают.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You play South: capture so that four seeds are left, and take those last four too.</source>
        <translation>Вы играете за Юг: сделайте взятие так, чтобы осталось четыре семени, и заберите эту последнюю четвёрку тоже.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There are eight seeds on the board, so one casa is enough.</source>
        <translation>На доске восемь семян, так что хватит одной casa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your casa left four seeds on the board, so the game ended and those four came to you as well: 28 to 20.</source>
        <translation>После вашей casa на доске осталось четыре семени, поэтому игра закончилась, и эта четвёрка тоже досталась вам: 28 : 20.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>You play South: win the game at once by bringing a board back for the third time.</source>
        <translation>Вы играете за Юг: выиграйте сразу, повторив позицию в третий раз.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Read the moves played so far: one of your moves has already led twice to the same board.</source>
        <extracomment>the moves played before this step started, which brought the board back twice already</extracomment>
        <translation>Посмотрите на уже сделанные ходы: один из ваших ходов уже дважды приводил к одной и той же позиции.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That board came up for the third time, so the game ended and each player took their own row: your 8 against North&apos;s 4, 14 to 10 in all.</source>
        <extracomment>the final scores: each player&apos;s captured seeds plus the seeds of their own row</extracomment>
        <translation>Эта позиция возникла в третий раз, поэтому игра закончилась, и каждый забрал семена из своего ряда: ваши 8 против 4 у Севера, всего 14 : 10.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You play South in Hoyito III: take the last four seeds.</source>
        <translation>Вы играете за Юг в Hoyito III: заберите последние четыре семени.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A sowing that passes over a three leaves a four behind it, and in Hoyito III no chain takes that four.</source>
        <translation>Посев, который проходит через тройку, оставляет позади четвёрку, а в Hoyito III никакая цепочка эту четвёрку не забирает.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You captured the casa in North&apos;s A, and the four in your f stayed. They were the last four, so they came to you. In Hoyito II the chain would have taken them, leaving no last four.</source>
        <translation>Вы взяли casa в лунке A Севера, а четвёрка в вашей f осталась. Это была последняя четвёрка, и она досталась вам. В Hoyito II её забрала бы цепочка, и последней четвёрки не осталось бы.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You play South in a match round whose last four go to North: win the game.</source>
        <extracomment>the last four: the last four seeds on the board, which end the game</extracomment>
        <translation>Вы играете за Юг в раунде матча, где последняя четвёрка достаётся Северу: выиграйте игру.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Count: the seeds you have, the four a casa adds, and the four North gets whoever captures.</source>
        <translation>Посчитайте: ваши семена, четыре семени за casa и последнюю четвёрку, которую получит Север, кто бы ни сделал взятие.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You kept the four you captured and North took the last four: 26 to 22, still your win. A quiet move from your hole a would have let North&apos;s F relay into your d and take all eight.</source>
        <translation>Вы сохранили четыре взятых семени, а Север получил последнюю четвёрку: 26 : 22, и победа всё равно ваша. Тихий ход из вашей лунки a позволил бы Северу из F продолжить посев до вашей d и забрать все восемь семян.</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>Hoyito comes in two variants. Every lesson so far was Hoyito II, which has one more rule, the chain: once a casa is captured, look at the hole just behind it, against the sowing. If it holds exactly four seeds, you capture them too, then the hole behind that one, and so on. The chain crosses the end of a row and stops at the first hole that does not hold four.</source>
        <extracomment>Hoyito II and Hoyito III are the names of the game&apos;s two variants: keep them</extracomment>
        <translation>У Hoyito два варианта. Все уроки до сих пор были по Hoyito II, где есть ещё одно правило — цепочка: когда casa взята, посмотрите на лунку прямо позади неё, против хода посева. Если в ней ровно четыре семени, вы берёте и их, затем лунку позади той, и так далее. Цепочка переходит через конец ряда и обрывается на первой лунке, где не четыре семени.</translation>
    </message>
    <message>
        <location line="-85"/>
        <location line="+16"/>
        <source>You play South: make a move after which North cannot capture.</source>
        <translation>Вы играете за Юг: сделайте ход, после которого Север не сможет сделать взятие.</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>North&apos;s B and D hold three each. A single seed in the empty hole just before one of them is a casa for North.</source>
        <translation>В лунках B и D Севера по три семени. Одно семя в пустой лунке прямо перед любой из них — это casa для Севера.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your move kept your seeds out of North&apos;s row, so North has no seed that ends on a three.</source>
        <translation>После вашего хода ваши семена не попали в ряд Севера, поэтому у Севера нет семени, которое остановилось бы на тройке.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your b holds three. Can one of North&apos;s sowings end there?</source>
        <translation>В вашей лунке b три семени. Может ли какой-нибудь посев Севера закончиться там?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North&apos;s F would have sown into a and b and made a casa of your three. By lifting b you took those seeds out of reach.</source>
        <translation>Север из F посеял бы в a и b и сделал бы из вашей тройки casa. Взяв семена из b, вы убрали их из-под удара.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You play South: clear the board with captures and take the last four seeds.</source>
        <translation>Вы играете за Юг: очистите доску взятиями и заберите последние четыре семени.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Twelve seeds are on the board: two casas leave four. Find both.</source>
        <translation>На доске двенадцать семян: после двух casa останется четыре. Найдите обе.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two captures in a row left four seeds, and they came to you: the board is clear and the game is yours, 32 to 16.</source>
        <translation>Два взятия подряд оставили четыре семени, и они достались вам: доска пуста, и игра ваша, 32 : 16.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Sowing seeds</source>
        <translation>Посев</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hoyito is played on two rows of holes: yours is the near row, North&apos;s the far one. On your turn you pick up all the seeds of one of your holes and sow them, one seed into each hole that follows, counter-clockwise: to the right along your row, then along North&apos;s row and back round to yours. When the last seed falls into an empty hole, your turn ends.</source>
        <translation>В Hoyito играют на двух рядах лунок: ваш ряд — ближний, ряд Севера — дальний. В свой ход вы берёте все семена из одной своей лунки и сеете их по одному в каждую следующую лунку против часовой стрелки: вправо по своему ряду, затем по ряду Севера и снова в свой. Когда последнее семя падает в пустую лунку, ваш ход заканчивается.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Relay laps</source>
        <translation>Продолжение посева</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If your last seed falls into a hole that already holds seeds, your turn goes on: you pick up all the seeds of that hole, the last seed too, and sow them from the next hole. Each such sowing is a lap. Laps go on until the last seed falls into an empty hole, or makes four, which the next lesson is about.</source>
        <translation>Если последнее семя падает в лунку, где уже есть семена, ваш ход продолжается: вы берёте все семена этой лунки, вместе с последним, и сеете их, начиная со следующей лунки. Каждый такой посев — это круг. Круги продолжаются, пока последнее семя не упадёт в пустую лунку или не соберёт в лунке четыре семени — об этом следующий урок.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Making a casa</source>
        <extracomment>&quot;casa&quot; is the game&apos;s own word (Spanish for &quot;house&quot;), a hole with exactly four seeds: keep it</extracomment>
        <translation>Casa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A casa is a hole with exactly four seeds. When the last seed of a lap makes a casa, you capture its four seeds: they leave the board and count for you. It works in either row, yours or North&apos;s.</source>
        <extracomment>&quot;casa&quot; is the game&apos;s own word (Spanish for &quot;house&quot;): keep it</extracomment>
        <translation>Casa — это лунка, в которой ровно четыре семени. Когда последнее семя круга образует casa, вы берёте её четыре семени: они уходят с доски и засчитываются вам. Так бывает в любом ряду — и в вашем, и в ряду Севера.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Capture and go again</source>
        <translation>Взятие — и ещё ход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a capture you move again at once: a whole new turn, with any of your holes. If that turn captures too, you go again, and so on. A run of captures can clear much of the board.</source>
        <translation>После взятия вы сразу ходите ещё раз: это полностью новый ход, из любой вашей лунки. Если и этот ход приносит взятие, вы снова ходите, и так далее. Серия взятий может очистить большую часть доски.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The chain of fours</source>
        <translation>Цепочка четвёрок</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Passing</source>
        <translation>Пропуск хода</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player whose row has no seeds cannot move: they pass, and the other player moves again. If both pass, one after the other, the game ends and each takes the seeds left in their own row.</source>
        <translation>Игрок, у которого в ряду нет семян, не может ходить: он пропускает ход, и соперник ходит снова. Если оба пропускают ход, один за другим, игра заканчивается, и каждый забирает семена, оставшиеся в его ряду.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Endless sowings</source>
        <translation>Бесконечный посев</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now and then a sowing would relay for ever, bringing back the same board again and again. Such a hole cannot be played: the board shows it unplayable and says why. It happens in real games too, as early as six moves from the start. A player left with only such holes passes.</source>
        <translation>Иногда посев продолжался бы бесконечно, снова и снова возвращая ту же позицию. Из такой лунки ходить нельзя: доска показывает, что ход из неё невозможен, и объясняет почему. Такое бывает и в настоящих играх, уже через шесть ходов после начала. Игрок, у которого остались только такие лунки, пропускает ход.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The last four</source>
        <translation>Последняя четвёрка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When a capture leaves exactly four seeds on the whole board, the game ends at once and those four go to the player who captured. When a capture leaves no seeds at all, the game ends too. Whoever has more seeds then wins.</source>
        <translation>Когда после взятия на всей доске остаётся ровно четыре семени, игра сразу заканчивается, и эта четвёрка достаётся игроку, сделавшему взятие. Если после взятия семян не остаётся совсем, игра тоже заканчивается. Побеждает тот, у кого больше семян.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Games that go round</source>
        <translation>Повторение позиций</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A game also ends when the same board, with the same player to move, comes up for the third time, and after 200 turns in a row without a capture. Then each player takes the seeds left in their own row. This step is on a small board of three holes a side, where a board comes back quickly.</source>
        <extracomment>&quot;a board&quot; is the seeds in every hole, with the same player to move</extracomment>
        <translation>Игра заканчивается и тогда, когда одна и та же позиция, при ходе того же игрока, возникает в третий раз, а также после 200 ходов подряд без взятия. Тогда каждый игрок забирает семена, оставшиеся в его ряду. Этот шаг играется на маленькой доске, по три лунки с каждой стороны, где позиции повторяются быстро.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hoyito III and matches</source>
        <translation>Hoyito III и матчи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hoyito III has no chain: only the casa itself is captured, and a four behind it stays on the board. It is the variant of matches of several rounds. The last four go to whoever captures, as in Hoyito II, except from round 3 on: then the winner of the round before gets them.</source>
        <translation>В Hoyito III нет цепочки: берётся только сама casa, а четвёрка позади неё остаётся на доске. Это вариант матчей из нескольких раундов. Последняя четвёрка достаётся тому, кто делает взятие, как в Hoyito II, кроме раундов начиная с третьего: тогда её получает победитель предыдущего раунда.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>First tactics</source>
        <translation>Азы тактики</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Before you move, look at what North could do next: a three that a last seed of North&apos;s can reach is a casa for North. Do not leave a single seed just before a three, and move your own threes out of reach. When you can capture again and again, count the seeds: the last capture can take the last four too.</source>
        <extracomment>&quot;a three&quot;: a hole holding three seeds</extracomment>
        <translation>Прежде чем ходить, посмотрите, что Север сможет сделать потом: тройка (лунка с тремя семенами), до которой может дойти последнее семя Севера, — это casa для Севера. Не оставляйте одиночное семя прямо перед тройкой и уводите свои тройки из-под удара. Когда можете делать взятия снова и снова, считайте семена: последнее взятие может забрать и последнюю четвёрку.</translation>
    </message>
</context>
<context>
    <name>LessonText</name>
    <message>
        <location filename="../app/gui/learn/lessontext.cpp" line="+21"/>
        <source>Your last seed fell into an empty hole: the turn ended there.</source>
        <extracomment>a lesson&apos;s goal was missed</extracomment>
        <translation>Ваше последнее семя упало в пустую лунку: на этом ход закончился.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>That move went round in %n lap(s) only: its last seed did not land in a hole that held seeds.</source>
        <extracomment>a lesson&apos;s goal was missed: the move&apos;s laps (1 lap, 2 laps)</extracomment>
        <translation>
            <numerusform>Этот ход длился всего %n круг: его последнее семя не упало в лунку с семенами.</numerusform>
            <numerusform>Этот ход длился всего %n круга: его последнее семя не упало в лунку с семенами.</numerusform>
            <numerusform>Этот ход длился всего %n кругов: его последнее семя не упало в лунку с семенами.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That move made a casa: its last seed did not fall into an empty hole.</source>
        <extracomment>a lesson&apos;s goal was missed: the goal was a move that ends without capturing</extracomment>
        <translation>Этот ход образовал casa: его последнее семя упало не в пустую лунку.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You captured %n seed(s) in that turn: not enough for the goal.</source>
        <extracomment>a lesson&apos;s goal was missed: the seeds captured in one turn</extracomment>
        <translation>
            <numerusform>За этот ход вы взяли %n семя: для цели этого мало.</numerusform>
            <numerusform>За этот ход вы взяли %n семени: для цели этого мало.</numerusform>
            <numerusform>За этот ход вы взяли %n семян: для цели этого мало.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You made a casa, but the hole behind it did not hold four seeds, so no chain followed.</source>
        <extracomment>a lesson&apos;s goal was missed</extracomment>
        <translation>Вы образовали casa, но в лунке позади неё не было четырёх семян, поэтому цепочки не получилось.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Now the other side can capture %n seed(s) by playing %1.</source>
        <extracomment>a lesson&apos;s goal was missed: %1 the opponent&apos;s move (&quot;D&quot;); %n the seeds it captures</extracomment>
        <translation>
            <numerusform>Теперь соперник может взять %n семя ходом %1.</numerusform>
            <numerusform>Теперь соперник может взять %n семени ходом %1.</numerusform>
            <numerusform>Теперь соперник может взять %n семян ходом %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The other side can still move (%1), so it does not have to pass.</source>
        <extracomment>a lesson&apos;s goal was missed: %1 a move the opponent still has (&quot;E&quot;)</extracomment>
        <translation>У соперника ещё есть ход (%1), так что пропускать ход ему не придётся.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The last four seeds went to the other side.</source>
        <extracomment>a lesson&apos;s goal was missed</extracomment>
        <translation>Последняя четвёрка досталась сопернику.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game ended, and you did not win it.</source>
        <extracomment>a lesson&apos;s goal was missed</extracomment>
        <translation>Игра закончилась, и вы её не выиграли.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Goal reached in %n move(s) (par %1).</source>
        <extracomment>a lesson&apos;s goal reached: %n the learner&apos;s moves, %1 the par (the moves for three stars)</extracomment>
        <translation>
            <numerusform>Цель достигнута за %n ход (норма — %1).</numerusform>
            <numerusform>Цель достигнута за %n хода (норма — %1).</numerusform>
            <numerusform>Цель достигнута за %n ходов (норма — %1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n of 3 star(s)</source>
        <extracomment>for the screen reader: the stars of a lesson step</extracomment>
        <translation>
            <numerusform>%n из 3 звёзд</numerusform>
            <numerusform>%n из 3 звёзд</numerusform>
            <numerusform>%n из 3 звёзд</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Par: %n move(s)</source>
        <extracomment>a lesson step&apos;s par: the moves for three stars</extracomment>
        <translation>
            <numerusform>Норма: %n ход</numerusform>
            <numerusform>Норма: %n хода</numerusform>
            <numerusform>Норма: %n ходов</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Step %1 of %2</source>
        <extracomment>a lesson&apos;s progress: &quot;Step 2 of 3&quot;</extracomment>
        <translation>Шаг %1 из %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The computer plays %1&apos;s replies.</source>
        <extracomment>%1 the side the computer plays in a lesson (&quot;North&quot;)</extracomment>
        <translation>Ответные ходы за %1 делает компьютер.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Played before this step: %1</source>
        <extracomment>the moves of a lesson step&apos;s game before the learner&apos;s turn, in the board&apos;s letters: &quot;b, B, a, B&quot;</extracomment>
        <translation>Сыграно до этого шага: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Watch the moves played before this step: %1 (%2 of %3).</source>
        <extracomment>the board replays the moves played before a lesson step: %1 the move (&quot;B&quot;), %2 its number, %3 how many</extracomment>
        <translation>Посмотрите ходы, сыгранные до этого шага: %1 (%2 из %3).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That was the game so far. Your move.</source>
        <extracomment>the board has replayed the moves before a lesson step; now the learner moves</extracomment>
        <translation>Так шла партия до сих пор. Ваш ход.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>You captured %n seed(s), so you move again.</source>
        <extracomment>during a lesson step of several moves, after the learner&apos;s capture</extracomment>
        <translation>
            <numerusform>Вы взяли %n семя, поэтому ходите ещё раз.</numerusform>
            <numerusform>Вы взяли %n семени, поэтому ходите ещё раз.</numerusform>
            <numerusform>Вы взяли %n семян, поэтому ходите ещё раз.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has no seeds to sow and passes, so you move again.</source>
        <extracomment>during a lesson step of several moves: %1 the other player (&quot;North&quot;)</extracomment>
        <translation>%1 пропускает ход: сеять нечего. Вы ходите ещё раз.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have finished the course. Try a game against the computer: Play a Game, or Game &gt; New Game at any time.</source>
        <translation>Вы прошли весь курс. Попробуйте сыграть с компьютером: «Сыграть партию» или в любое время Игра &gt; Новая игра.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Learn Hoyito</source>
        <translation>Уроки Hoyito</translation>
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
        <translation>Хода нет: пропуск.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The only move.</source>
        <translation>Единственный ход.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+24"/>
        <source>The best move.</source>
        <translation>Лучший ход.</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Good move: less than a seed worse than %1.</source>
        <extracomment>%1 the best move&apos;s letter</extracomment>
        <translation>Хороший ход: %1 лучше меньше чем на одно семя.</translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>Inaccuracy: %n seed(s) worse than %1.</source>
        <extracomment>%1 the best move&apos;s letter</extracomment>
        <translation>
            <numerusform>Неточность: %1 лучше на %n семя.</numerusform>
            <numerusform>Неточность: %1 лучше на %n семени.</numerusform>
            <numerusform>Неточность: %1 лучше на %n семян.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Mistake: %n seed(s) worse than %1.</source>
        <translation>
            <numerusform>Ошибка: %1 лучше на %n семя.</numerusform>
            <numerusform>Ошибка: %1 лучше на %n семени.</numerusform>
            <numerusform>Ошибка: %1 лучше на %n семян.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Blunder: %n seed(s) worse than %1.</source>
        <translation>
            <numerusform>Грубая ошибка: %1 лучше на %n семя.</numerusform>
            <numerusform>Грубая ошибка: %1 лучше на %n семени.</numerusform>
            <numerusform>Грубая ошибка: %1 лучше на %n семян.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Turn %1: %2 played %3 — %4</source>
        <extracomment>%1 turn number, %2 player, %3 the move with its sign (&quot;A??&quot;), %4 the verdict</extracomment>
        <translation>Ход %1 (%2): %3 — %4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2% accuracy · ?! %3 · ? %4 · ?? %5</source>
        <extracomment>%1 a player, %2 the accuracy in percent, then how many inaccuracies (?!), mistakes (?) and blunders (??)</extracomment>
        <translation>%1: точность %2&#xa0;% · ?! %3 · ? %4 · ?? %5</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Start: %1 %2 – %3 %4</source>
        <extracomment>the review graph&apos;s tooltip at the start: the expected final score &quot;Ana 24 – Luis 24&quot;</extracomment>
        <translation>Начало: %1 %2 – %3 %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After turn %1: %2 %3 – %4 %5</source>
        <extracomment>the review graph&apos;s tooltip: the expected final score after a turn</extracomment>
        <translation>После хода %1: %2 %3 – %4 %5</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Evaluation graph</source>
        <translation>График оценки</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Mo&amp;de:</source>
        <extracomment>the label of the review&apos;s Quick / Deep choice</extracomment>
        <translation>Ре&amp;жим:</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Plays the engine&apos;s best move on the board from the position before this turn; the board stays there until you go back to the game</source>
        <translation>Разыгрывает на доске лучший ход компьютера из позиции перед этим ходом; доска остаётся в этой позиции, пока вы не вернётесь к игре</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Back to the Ga&amp;me</source>
        <extracomment>the Show Better Move button while the better move is on the board; M as in Show Better &amp;Move</extracomment>
        <translation>Вернуться к &amp;игре</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>Quick</source>
        <translation>Быстрый</translation>
    </message>
    <message numerus="yes">
        <location line="-70"/>
        <source>Inaccuracy: %n seed(s) worse than %1, but %2 wins either way.</source>
        <extracomment>the move lost seeds, but the winner stays the same; %1 the best move&apos;s letter, %2 a player</extracomment>
        <translation>
            <numerusform>Неточность: %1 лучше на %n семя, но %2 побеждает в любом случае.</numerusform>
            <numerusform>Неточность: %1 лучше на %n семени, но %2 побеждает в любом случае.</numerusform>
            <numerusform>Неточность: %1 лучше на %n семян, но %2 побеждает в любом случае.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Mistake: %n seed(s) worse than %1, but %2 wins either way.</source>
        <extracomment>the move lost seeds, but the winner stays the same; %1 the best move&apos;s letter, %2 a player</extracomment>
        <translation>
            <numerusform>Ошибка: %1 лучше на %n семя, но %2 побеждает в любом случае.</numerusform>
            <numerusform>Ошибка: %1 лучше на %n семени, но %2 побеждает в любом случае.</numerusform>
            <numerusform>Ошибка: %1 лучше на %n семян, но %2 побеждает в любом случае.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+33"/>
        <source>By the review, %1 had no move that avoided the loss at any turn: %2 was ahead from the start.</source>
        <extracomment>a finished game&apos;s review: %1 the player who lost never had a move that avoided the loss, %2 the winner</extracomment>
        <translation>По разбору, ни на одном ходу у игрока %1 не было хода, который спас бы от поражения: %2 был впереди с самого начала.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turn %1 decided the game: until %2 played %3, %2 could still have won or drawn; after it, %4 wins with best play.</source>
        <extracomment>a finished game&apos;s review: %1 the turn&apos;s number, %2 the player who lost, %3 their move then, %4 the winner</extracomment>
        <translation>Ход %1 решил партию: пока %2 не сыграл %3, %2 ещё мог выиграть или свести вничью; после него при лучшей игре побеждает %4.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The expected final difference in seeds after each turn; the line leans toward the row of the player ahead, as far as the number at the edge. Click a turn to see it on the board.</source>
        <translation>Ожидаемая разница в семенах в конце игры после каждого хода; линия отклоняется к ряду того игрока, который впереди, вплоть до числа у края. Щёлкните по ходу, чтобы увидеть его на доске.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Deep</source>
        <translation>Глубокий</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Quick: every move of every turn searched for %1 positions, and again for %2 where the move played looks like a mistake, with the endgame tables where they reach: seconds for a whole game. Deep: %3 and %4 positions, about four times as long.</source>
        <extracomment>%1 and %2: how many positions the engine looks at for each turn of the game at Quick, then again for a turn whose move looks like a mistake; %3 and %4: the same at Deep</extracomment>
        <translation>Быстрый: на каждом ходу партии каждый возможный ход просчитывается на %1 позиций, а там, где сделанный ход похож на ошибку, — ещё раз на %2; с таблицами окончаний, где они есть: несколько секунд на всю партию. Глубокий: %3 и %4 позиций, примерно вчетверо дольше.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Reviewing turn %1 of %2…</source>
        <extracomment>the review&apos;s progress bar: the turn being analysed, of all turns</extracomment>
        <translation>Разбор хода %1 из %2…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Revie&amp;w</source>
        <translation>Разо&amp;брать</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Revie&amp;w Again</source>
        <translation>Разо&amp;брать снова</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Остановить</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Review cancelled.</source>
        <translation>Разбор остановлен.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No moves to review yet.</source>
        <translation>Пока нет ходов для разбора.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Click a turn in the graph or the move list to see it.</source>
        <translation>Щёлкните по ходу на графике или в списке ходов, чтобы увидеть его.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show Better &amp;Move</source>
        <translation>Показать лучший &amp;ход</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Better than %1: %2</source>
        <extracomment>the status line while the better move is shown: &quot;Better than A: D&quot;</extracomment>
        <translation>Лучше, чем %1: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Review</source>
        <translation>Разбор</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Re&amp;view Game</source>
        <translation>Раз&amp;бор игры</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The engine analyses every turn of the game: a graph of the evaluation, each move marked, each player&apos;s accuracy</source>
        <translation>Компьютер анализирует каждый ход игры: график оценки, отметки у каждого хода, точность каждого игрока</translation>
    </message>
</context>
<context>
    <name>StartNotice</name>
    <message>
        <location filename="../app/gui/config/startnotice.cpp" line="+17"/>
        <source>Your turn: click a hole of your near row. The computer (%1) moved first; in Hoyito II the second player has the edge. Rules: %2</source>
        <extracomment>status line at the first start, when the newcomer is first to move: %1 the computer&apos;s level (&quot;Beginner&quot;), %2 the key of the rules (&quot;F1&quot;)</extracomment>
        <translation>Ваш ход: щёлкните по лунке своего ближнего ряда. Компьютер (%1) ходил первым; в Hoyito II преимущество у того, кто ходит вторым. Правила: %2</translation>
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
        <translation>Настройки, значения которых не имели смысла, возвращены к значениям по умолчанию: %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>“%1” is not a regular file: the settings of this run are not kept.</source>
        <extracomment>status line at start: the settings file is a folder, a named pipe, ...</extracomment>
        <translation>«%1» — не обычный файл: настройки этого сеанса не будут сохранены.</translation>
    </message>
</context>
<context>
    <name>TableText</name>
    <message>
        <location filename="../app/gui/tables/tabletext.cpp" line="+18"/>
        <source>%1, last four to the capturer</source>
        <extracomment>the endgame tables of Hoyito III where the last four go to the player who captured the fours before</extracomment>
        <translation>%1, последняя четвёрка — взявшему предпоследнюю</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, last four to a fixed side</source>
        <extracomment>the endgame tables of Hoyito III where the last four go to a side fixed in advance (match rounds 3+)</extracomment>
        <translation>%1, последняя четвёрка — заранее назначенному игроку</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>none</source>
        <extracomment>no endgame tables built for this rule set and board</extracomment>
        <translation>нет</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>up to %1 seeds</source>
        <extracomment>endgame tables built for every position with at most this many seeds on the board</extracomment>
        <translation>семян: до %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the file is missing</source>
        <translation>файла нет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file cannot be read</source>
        <translation>файл не удаётся прочитать</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not a regular file</source>
        <translation>это не обычный файл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is cut short or too long</source>
        <translation>файл обрезан или слишком длинный</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is not a table</source>
        <translation>это не файл таблицы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is of another version</source>
        <translation>файл другой версии</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file holds another table</source>
        <translation>в файле другая таблица</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its checksum does not match</source>
        <translation>контрольная сумма не совпадает</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it holds impossible values</source>
        <translation>в нём недопустимые значения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file was changed after it was loaded</source>
        <translation>файл изменился после загрузки</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 on %2: the table of %3 seeds is not used (%4); it is rebuilt.</source>
        <extracomment>a damaged endgame table file: &quot;Hoyito II on 2 × 6: the table of 9 seeds is not used (its checksum does not match); it is rebuilt.&quot;</extracomment>
        <translation>%1, доска %2: таблица (семян: %3) не используется (%4); она будет построена заново.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 s</source>
        <extracomment>a duration in seconds</extracomment>
        <translation>%1 с</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 min</source>
        <extracomment>a duration in minutes</extracomment>
        <translation>%1 мин</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 h %2 min</source>
        <extracomment>a duration in hours and minutes</extracomment>
        <translation>%1 ч %2 мин</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Everything chosen is built.</source>
        <translation>Всё выбранное уже построено.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>To build: %1 positions, about %2, %3 on disk, %4 of memory while building.</source>
        <extracomment>before a build: positions, time, disk space, memory</extracomment>
        <translation>Построение: позиций — %1, время — около %2, на диске — %3, памяти при построении — %4.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>While building, up to %1 more on disk, freed at the end.</source>
        <extracomment>after the estimate, when the largest levels keep their moves in a scratch file</extracomment>
        <translation>При построении — ещё до %1 на диске, они освобождаются в конце.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>It needs %1 of memory; this computer has %2. Choose fewer seeds.</source>
        <extracomment>a build would need more memory than the computer has: &quot;It needs 17 GB of memory; this computer has 8 GB.&quot;</extracomment>
        <translation>Нужно %1 памяти, а на этом компьютере %2. Выберите меньше семян.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>checking the finished levels</source>
        <translation>проверка готовых таблиц</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>finding the moves</source>
        <translation>поиск ходов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>solving</source>
        <translation>решение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>writing</source>
        <translation>запись</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2: %3 seeds of %4, %5</source>
        <extracomment>a build&apos;s progress: &quot;Hoyito II on 2 × 6: 14 seeds of 20, solving&quot;</extracomment>
        <translation>%1, доска %2: семян %3 из %4, %5</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Elapsed %1</source>
        <translation>Прошло %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Elapsed %1, about %2 left</source>
        <extracomment>a build&apos;s clock: &quot;Elapsed 0:42, about 1:10 left&quot;</extracomment>
        <translation>Прошло %1, осталось около %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Built in %1.</source>
        <translation>Построено за %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled after %1. The tables finished so far are kept: “Resume” goes on from there.</source>
        <translation>Остановлено через %1. Готовые таблицы сохранены: «Продолжить» начнёт с того же места.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The build failed: %1</source>
        <extracomment>%1 is the reason, e.g. a file that cannot be written</extracomment>
        <translation>Построение не удалось: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 on %2: the perfect-play tables could not be built (%3).</source>
        <extracomment>a build of endgame tables failed; %3 is the reason, e.g. a file that cannot be written</extracomment>
        <translation>%1, доска %2: не удалось построить таблицы идеальной игры (%3).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 on %2: the perfect-play tables could not be built; the game tries again in %3 (%4).</source>
        <extracomment>a build of endgame tables in the background failed and is tried again later; %4 is the reason: &quot;Hoyito II on 2 × 12: the perfect-play tables could not be built; the game tries again in 1 min (the disk is full).&quot;</extracomment>
        <translation>%1, доска %2: не удалось построить таблицы идеальной игры; игра попробует снова через %3 (%4).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Building the endgame tables for perfect play, once, in the background: %1%</source>
        <extracomment>the status bar while endgame tables are built: &quot;Building the endgame tables for perfect play, once, in the background: 45%&quot;</extracomment>
        <translation>Построение таблиц окончаний для идеальной игры, один раз, в фоне: %1 %</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>With these tables the computer and the analysis play every small endgame perfectly. They are built once, %1 on disk, and only with what the processor has to spare: your game comes first.</source>
        <extracomment>the tooltip of &quot;Building the endgame tables …: 45%&quot; at the first start; %1 is a size: &quot;90 MB&quot;</extracomment>
        <translation>С этими таблицами компьютер и анализ безошибочно играют любое небольшое окончание. Они строятся один раз, занимают %1 на диске и только тогда, когда процессор свободен: ваша игра важнее.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Later</source>
        <extracomment>a status bar button: build the perfect-play tables another time</extracomment>
        <translation>Позже</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stop building the perfect-play tables now: the game builds them at its next start, or Help &gt; Perfect Play builds them when you choose.</source>
        <translation>Прекратить построение таблиц идеальной игры сейчас: игра построит их при следующем запуске, или их можно построить в любое время через Справка &gt; Идеальная игра.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The perfect-play tables will be built at the next start, or from Help &gt; Perfect Play.</source>
        <translation>Таблицы идеальной игры будут построены при следующем запуске или через Справка &gt; Идеальная игра.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Perfect play: a draw, %1–%2</source>
        <extracomment>the outcome with perfect play from here: &quot;Perfect play: a draw, 24–24&quot;</extracomment>
        <translation>При идеальной игре: ничья, %1–%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Perfect play: %1 wins %2–%3</source>
        <extracomment>the outcome with perfect play from here: &quot;Perfect play: North wins 30–18&quot; (the winner&apos;s seeds first)</extracomment>
        <translation>При идеальной игре: %1 побеждает со счётом %2–%3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Perfect play: %1 gets between %2 and %3 seeds</source>
        <extracomment>perfect play from here gives the player to move between so many seeds: &quot;Perfect play: North gets between 26 and 30 seeds&quot;</extracomment>
        <translation>При идеальной игре: у игрока %1 будет семян: от %2 до %3</translation>
    </message>
</context>
<context>
    <name>TrainerText</name>
    <message>
        <location filename="../app/gui/learn/trainertext.cpp" line="+12"/>
        <source>Puzzles</source>
        <extracomment>the puzzle trainer&apos;s window title</extracomment>
        <translation>Задачи</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Chain of fours</source>
        <extracomment>a puzzle&apos;s theme: a capture takes a backward chain of fours</extracomment>
        <translation>Цепочка четвёрок</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capture run</source>
        <extracomment>a puzzle&apos;s theme: three or more captures in a row</extracomment>
        <translation>Серия взятий</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clear the board</source>
        <extracomment>a puzzle&apos;s theme: a turn that ends the game</extracomment>
        <translation>Очистка доски</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Defence</source>
        <extracomment>a puzzle&apos;s theme: the only move that leaves the opponent no big capture</extracomment>
        <translation>Защита</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Long relay</source>
        <extracomment>a puzzle&apos;s theme: a move that goes round the board four times or more</extracomment>
        <translation>Много кругов</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Endgame</source>
        <extracomment>a puzzle&apos;s theme: proven by the endgame tables</extracomment>
        <translation>Эндшпиль</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>All themes</source>
        <extracomment>the theme filter of the puzzle trainer: no filter</extracomment>
        <translation>Все темы</translation>
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
        <translation>Ходит %1: найдите лучший ход.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Solved.</source>
        <extracomment>the puzzle&apos;s task line once the puzzle is solved</extracomment>
        <translation>Решено.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not solved: the best move was %1.</source>
        <extracomment>the puzzle&apos;s task line after a wrong move: %1 the move that was best (&quot;d&quot;)</extracomment>
        <translation>Не решено: лучший ход был %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The solution: %1 to move.</source>
        <extracomment>the puzzle&apos;s solution being played on the board: %1 the side to move (&quot;North&quot;)</extracomment>
        <translation>Решение: ходит %1.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Right! Watch the reply, then play on.</source>
        <extracomment>a right move in a puzzle that goes on with the opponent&apos;s reply</extracomment>
        <translation>Верно! Посмотрите ответ и продолжайте.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Right! Play again.</source>
        <extracomment>a right move in a puzzle after which the solver moves again (a capture)</extracomment>
        <translation>Верно! Вы ходите ещё раз.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Solved!</source>
        <extracomment>the puzzle is solved</extracomment>
        <translation>Решено!</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is not the move.</source>
        <extracomment>a wrong move in a puzzle: %1 the move (&quot;a&quot;)</extracomment>
        <translation>%1 — не тот ход.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>It loses %n seed(s).</source>
        <extracomment>what a wrong move in a puzzle loses against the solution, in seeds</extracomment>
        <translation>
            <numerusform>Он теряет %n семя.</numerusform>
            <numerusform>Он теряет %n семени.</numerusform>
            <numerusform>Он теряет %n семян.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The solution is shown on the board.</source>
        <extracomment>after a wrong move the puzzle&apos;s solution is played on the board</extracomment>
        <translation>Решение показано на доске.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hint: play from the ringed hole.</source>
        <extracomment>the hint in a puzzle that does not count for the rating</extracomment>
        <translation>Подсказка: ходите из лунки, обведённой кругом.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: play from the ringed hole. Solved now, the puzzle will not raise your rating.</source>
        <extracomment>the hint in a puzzle that counts for the rating</extracomment>
        <translation>Подсказка: ходите из лунки, обведённой кругом. Решив задачу теперь, вы не повысите рейтинг.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rating %1?</source>
        <extracomment>the player&apos;s puzzle rating while it is provisional (few puzzles rated yet): %1 the rating</extracomment>
        <translation>Рейтинг %1?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rating %1 ± %2</source>
        <extracomment>the player&apos;s puzzle rating: %1 the rating, %2 its deviation</extracomment>
        <translation>Рейтинг %1 ± %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Provisional: your rating is still uncertain (± %1), so each puzzle moves it a lot. It settles after some ten rated puzzles.</source>
        <extracomment>the tooltip of a provisional puzzle rating (&quot;Rating 1500?&quot;): %1 its deviation now</extracomment>
        <translation>Предварительный: ваш рейтинг ещё неточен (± %1), поэтому каждая задача сильно его меняет. Он установится примерно после десяти задач с рейтингом.</translation>
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
        <translation>Рейтинг задачи %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This attempt is not rated.</source>
        <extracomment>a puzzle tried before, or in the streak: it no longer changes the rating</extracomment>
        <translation>Эта попытка не влияет на рейтинг.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Streak: %1 (best %2)</source>
        <extracomment>the streak: puzzles solved in a row, %1 now, %2 the best</extracomment>
        <translation>Серия: %1 (лучшая %2)</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The streak ends with %n puzzle(s) solved.</source>
        <extracomment>the streak ended at a wrong move: %n puzzles solved in a row</extracomment>
        <translation>
            <numerusform>Серия окончена: решена %n задача.</numerusform>
            <numerusform>Серия окончена: решены %n задачи.</numerusform>
            <numerusform>Серия окончена: решено %n задач.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No puzzle of this board and theme.</source>
        <extracomment>no puzzle fits the board and theme chosen</extracomment>
        <translation>Нет задач для этой доски и темы.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Every puzzle of the streak solved!</source>
        <extracomment>the streak solved every puzzle of the board and theme</extracomment>
        <translation>Все задачи серии решены!</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rating history: no rated puzzle yet</source>
        <extracomment>the rating graph before any rated puzzle</extracomment>
        <translation>История рейтинга: пока нет задач с рейтингом</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Rating history: %1 to %2 over %n puzzle(s)</source>
        <extracomment>the rating graph for a screen reader: %1 the first rating, %2 the last, %n the points</extracomment>
        <translation>
            <numerusform>История рейтинга: от %1 до %2 за %n задачу</numerusform>
            <numerusform>История рейтинга: от %1 до %2 за %n задачи</numerusform>
            <numerusform>История рейтинга: от %1 до %2 за %n задач</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hoyito::app::AboutBox</name>
    <message>
        <location filename="../app/gui/window/aboutbox.cpp" line="+12"/>
        <source>About Hoyito</source>
        <translation>О программе Hoyito</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;h3&gt;Hoyito %1&lt;/h3&gt;&lt;p&gt;The Dominican mancala games Hoyito II and Hoyito III, and Hoyito I.&lt;/p&gt;&lt;p&gt;The rules follow the field research of Víktor Bautista i Roca (2005) in the Dominican Republic.&lt;/p&gt;&lt;p&gt;Hoyito is free software under the %2, version 3 or any later version (GPL-3.0-or-later). It comes with no warranty.&lt;/p&gt;</source>
        <extracomment>%1 is the version, %2 the link to the licence</extracomment>
        <translation>&lt;h3&gt;Hoyito %1&lt;/h3&gt;&lt;p&gt;Доминиканские игры семейства манкала Hoyito II и Hoyito III, а также Hoyito I.&lt;/p&gt;&lt;p&gt;Правила основаны на полевых исследованиях, которые Víktor Bautista i Roca провёл в Доминиканской Республике (2005).&lt;/p&gt;&lt;p&gt;Hoyito — свободная программа, распространяемая на условиях %2 версии 3 или любой более поздней версии (GPL-3.0-or-later). Она поставляется без каких-либо гарантий.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>GNU General Public License</source>
        <translation>Стандартной общественной лицензии GNU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Sow, relay and capture the fours!&lt;/p&gt;</source>
        <translation>&lt;p&gt;Сейте, продолжайте посев и забирайте четвёрки!&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>hoyito::app::AnalysisController</name>
    <message>
        <location filename="../app/gui/analysis/analysiscontroller.cpp" line="+67"/>
        <source>&amp;Analysis</source>
        <translation>&amp;Анализ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The engine analyses the position on the board: every move&apos;s value, the expected score and the best line</source>
        <translation>Компьютер анализирует позицию на доске: оценка каждого хода, ожидаемый счёт и лучший вариант</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+15"/>
        <source>Analysis is off.</source>
        <translation>Анализ выключен.</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Analysing…</source>
        <translation>Анализ…</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Expected at the end: %1 %2 – %3 %4</source>
        <extracomment>the evaluation bar&apos;s tooltip: &quot;Expected at the end: South 30 – North 18&quot; (seeds, to a tenth while estimated)</extracomment>
        <translation>Ожидается в конце: %1 %2 – %3 %4</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Hole %1: the best move; %2 ends with %3 seeds (proven)</source>
        <extracomment>a badge&apos;s tooltip: &quot;Hole c: the best move; South ends with 30 seeds (proven)&quot;; %1 a hole letter of the player to move, %2 that player</extracomment>
        <translation>Лунка %1: лучший ход; в конце у игрока %2 будет семян: %3 (доказано)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hole %1: the best move; %2 should end with about %3 seeds</source>
        <translation>Лунка %1: лучший ход; ожидается, что в конце у игрока %2 будет семян: %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hole %1: %2 ends with %3 seeds (proven)</source>
        <translation>Лунка %1: в конце у игрока %2 будет семян: %3 (доказано)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hole %1: %2 should end with about %3 seeds</source>
        <translation>Лунка %1: ожидается, что в конце у игрока %2 будет семян: %3</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>Hole %1 would capture %n seed(s) if it were %2&apos;s turn</source>
        <extracomment>a threat&apos;s tooltip: &quot;Hole B would capture 8 seeds if it were North&apos;s turn&quot;; %1 a hole letter of the opponent, %2 the opponent</extracomment>
        <translation>
            <numerusform>Лунка %1: если бы ходил %2, отсюда можно было бы взять %n семя</numerusform>
            <numerusform>Лунка %1: если бы ходил %2, отсюда можно было бы взять %n семени</numerusform>
            <numerusform>Лунка %1: если бы ходил %2, отсюда можно было бы взять %n семян</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>preview, not played</source>
        <extracomment>on the board&apos;s name plate of the player to move while the analysis&apos;s line is previewed</extracomment>
        <translation>просмотр, не сыграно</translation>
    </message>
</context>
<context>
    <name>hoyito::app::AnalysisPanel</name>
    <message>
        <location filename="../app/gui/analysis/analysispanel.cpp" line="+140"/>
        <source>Best line:</source>
        <translation>Лучший вариант:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Back to the Game</source>
        <translation>&amp;Назад к игре</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show &amp;threats</source>
        <translation>Показывать &amp;угрозы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marks the opponent&apos;s holes that would capture if it were their turn, with the seeds they would take.</source>
        <translation>Отмечает лунки соперника, из которых он сделал бы взятие, будь сейчас его ход, и сколько семян он бы взял.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On each hole: the seeds the player to move can expect in the end after playing it. It is an estimate, to a tenth of a seed; a proven one has a double rim.</source>
        <translation>У каждой лунки: сколько семян в конце может ожидать тот, чей ход, если сыграет ею. Это оценка с точностью до десятой доли семени; у доказанного значения двойная рамка.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The number on each hole the player to move can play: the seeds that player can expect to have at the end after that move, if both sides then play their best. The computer estimates it by looking some turns ahead, to a tenth of a seed; where it sees to the end, or the endgame tables hold the position, the value is proven, in whole seeds, and the badge has a double rim.</source>
        <translation>Число у каждой лунки, которой может сыграть тот, чей ход: сколько семян он может ожидать в конце после этого хода, если дальше обе стороны играют наилучшим образом. Компьютер оценивает его, просматривая несколько ходов вперёд, с точностью до десятой доли семени; где он видит до конца или позиция есть в таблицах окончаний, значение доказано, в целых семенах, и у метки двойная рамка.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How many turns ahead the computer has looked so far, and how fast it looks.</source>
        <translation>На сколько ходов вперёд компьютер уже заглянул и с какой скоростью.</translation>
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
        <translation>При лучшей игре — ничья (доказано).</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Even.</source>
        <translation>Равная позиция.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins by %2 with best play (proven).</source>
        <extracomment>%1 is a player&apos;s name, %2 a number of seeds</extracomment>
        <translation>При лучшей игре %1 побеждает с перевесом %2 (доказано).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 ahead by %2.</source>
        <translation>%1 впереди на %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Depth %1 · %2 nodes/s</source>
        <translation>Глубина %1 · %2 узлов/с</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Depth %1 · finished</source>
        <translation>Глубина %1 · готово</translation>
    </message>
</context>
<context>
    <name>hoyito::app::AnalysisView</name>
    <message>
        <location filename="../app/gui/analysis/analysisview.cpp" line="+52"/>
        <location line="+1"/>
        <source>Analysis</source>
        <translation>Анализ</translation>
    </message>
</context>
<context>
    <name>hoyito::app::Autosave</name>
    <message>
        <location filename="../app/gui/files/autosave.cpp" line="+168"/>
        <source>cannot create the folder “%1”</source>
        <translation>не удаётся создать папку «%1»</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>The game could not be saved automatically: %1</source>
        <translation>Не удалось автоматически сохранить игру: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the autosave of your last game, “%1”, could not be read (%2) and is kept as it is; move it away to have this game saved</source>
        <extracomment>why the game is not saved automatically: the autosave of an earlier game is kept</extracomment>
        <translation>автосохранение последней игры, «%1», не удалось прочитать (%2), и оно оставлено без изменений; переместите его, чтобы эта игра сохранялась</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>its file “%1” cannot be written: %2</source>
        <extracomment>why the game is not saved automatically: &quot;its file “…/autosave.hoyito” cannot be written: this is a folder&quot;</extracomment>
        <translation>не удаётся записать её файл «%1»: %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>cannot replace the link “%1”</source>
        <translation>не удаётся заменить ссылку «%1»</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>Your last game could not be resumed: “%1”: %2. It was left as it is.</source>
        <extracomment>status line at start: something other than a file is where the autosave goes</extracomment>
        <translation>Не удалось продолжить последнюю игру: «%1»: %2. Ничего не изменено.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your last game could not be resumed: its autosave “%1” cannot be read (%2). It is kept as it is.</source>
        <extracomment>status line at start: the autosave is there but cannot be read</extracomment>
        <translation>Не удалось продолжить последнюю игру: её автосохранение «%1» не удаётся прочитать (%2). Оно оставлено без изменений.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>it is damaged and could not be set aside</source>
        <translation>оно повреждено, и его не удалось отложить</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your last game could not be resumed: its autosave is damaged (%1). It could not be set aside and is kept as it is.</source>
        <translation>Не удалось продолжить последнюю игру: её автосохранение повреждено (%1). Его не удалось отложить, и оно оставлено без изменений.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your last game could not be resumed: its autosave is damaged (%1). It was set aside as “%2”.</source>
        <extracomment>status line at start: the autosaved game could not be read</extracomment>
        <translation>Не удалось продолжить последнюю игру: её автосохранение повреждено (%1). Оно отложено под именем «%2».</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Resumed your match: round %1 is over, round %2 is next</source>
        <extracomment>status line at start: a match resumed between rounds (the round summary is shown)</extracomment>
        <translation>Матч продолжен: раунд %1 окончен, следующий — раунд %2</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Resumed your last game (%n turn(s) played) — %1</source>
        <extracomment>status line at start: &quot;Resumed your last game (12 turns played) — South to move&quot;</extracomment>
        <translation>
            <numerusform>Последняя игра продолжена (сыгран %n ход) — %1</numerusform>
            <numerusform>Последняя игра продолжена (сыграно %n хода) — %1</numerusform>
            <numerusform>Последняя игра продолжена (сыграно %n ходов) — %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>“%1” does not hold this game, so Save asks for a file name.</source>
        <extracomment>status line at start, after &quot;Resumed your last game&quot;: the file named in the settings is not the game&apos;s</extracomment>
        <translation>В «%1» нет этой игры, поэтому команда «Сохранить» запросит имя файла.</translation>
    </message>
</context>
<context>
    <name>hoyito::app::AutosaveWarning</name>
    <message>
        <location filename="../app/gui/files/autosavewarning.cpp" line="+60"/>
        <source>This game is not being saved automatically: %1</source>
        <extracomment>the warning above the board when the autosave fails; %1 says why</extracomment>
        <translation>Эта игра не сохраняется автоматически: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the Game…</source>
        <translation>Сохранить игру…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game &gt; Save (%1): keep the game in a file of your choice</source>
        <translation>Игра &gt; Сохранить (%1): записать игру в файл по вашему выбору</translation>
    </message>
</context>
<context>
    <name>hoyito::app::BoardScene</name>
    <message>
        <location filename="../app/gui/board/boardscene.cpp" line="+398"/>
        <source>lap %1</source>
        <translation>круг %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>hint: play %1</source>
        <extracomment>on the name plate of the player to move: the hint, also ringed on the board</extracomment>
        <translation>подсказка: ход %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>thinking…</source>
        <extracomment>under the name of a computer player choosing its move, as in the side panel</extracomment>
        <translation>думает…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to move</source>
        <translation>ходит</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Round %1: a draw</source>
        <extracomment>the board&apos;s banner at the end of a drawn match round: &quot;Round 3: a draw&quot;</extracomment>
        <translation>Раунд %1: ничья</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1: %2 wins!</source>
        <extracomment>the board&apos;s banner at the end of a match round: &quot;Round 3: Ana wins!&quot;</extracomment>
        <translation>Раунд %1: %2 побеждает!</translation>
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
        <translation>%1, лунка %2, закрыта</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 hole %2, empty</source>
        <extracomment>an empty hole, for screen readers: &quot;South hole c, empty&quot;</extracomment>
        <translation>%1, лунка %2, пуста</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 hole %2, %n seed(s)</source>
        <extracomment>a hole, for screen readers: &quot;South hole c, 5 seeds&quot;</extracomment>
        <translation>
            <numerusform>%1, лунка %2, %n семя</numerusform>
            <numerusform>%1, лунка %2, %n семени</numerusform>
            <numerusform>%1, лунка %2, %n семян</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot be played: its sowing would never end</source>
        <translation>Ходить нельзя: посев никогда не закончится</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Playable. %1</source>
        <extracomment>a playable hole for screen readers while its move is previewed; %1 says what the move would do</extracomment>
        <translation>Можно ходить. %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playable</source>
        <translation>Можно ходить</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Not playable</source>
        <translation>Ходить нельзя</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>This hole cannot be played: its sowing would go round and round and never end.</source>
        <translation>Из этой лунки ходить нельзя: посев шёл бы круг за кругом и никогда не закончился бы.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The last four go to %1</source>
        <translation>Последнюю четвёрку получает %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Closed for this round: %1 had too few seeds to fill it (traditional refill). It cannot be played, and sowing passes it by.</source>
        <extracomment>the tooltip of a hole closed by the traditional refill; %1 is its owner&apos;s name</extracomment>
        <translation>Закрыта на этот раунд: у игрока %1 не хватило семян, чтобы её заполнить (традиционное пополнение). Из неё нельзя ходить, и посев обходит её стороной.</translation>
    </message>
    <message>
        <location filename="../app/gui/board/boardanimation.cpp" line="+422"/>
        <source>%1 plays again</source>
        <translation>%1 ходит ещё раз</translation>
    </message>
</context>
<context>
    <name>hoyito::app::BoardView</name>
    <message>
        <location filename="../app/gui/board/boardview.cpp" line="+219"/>
        <source>Board</source>
        <translation>Доска</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left and Right choose one of your holes and Enter sows it, or type the hole&apos;s letter. Space or Escape ends a move&apos;s animation.</source>
        <translation>Стрелки влево и вправо выбирают вашу лунку, Enter делает из неё посев; можно также ввести букву лунки. Пробел или Escape завершает анимацию хода.</translation>
    </message>
</context>
<context>
    <name>hoyito::app::CoachText</name>
    <message numerus="yes">
        <location filename="../app/record/coachtext.cpp" line="+53"/>
        <source>%n seed(s)</source>
        <extracomment>the seeds of several captures in one turn (Hoyito I&apos;s fours taken in passing), the object of &quot;captures&quot; or &quot;threatens&quot;: &quot;12 seeds&quot;</extracomment>
        <translation>
            <numerusform>%n семя</numerusform>
            <numerusform>%n семени</numerusform>
            <numerusform>%n семян</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>a chain of %n seed(s) from %1</source>
        <extracomment>Hoyito II&apos;s casa and the fours behind it, the object of &quot;captures&quot; or &quot;threatens&quot;: &quot;a chain of 12 seeds from B&quot;; %1 is the letter of the casa&apos;s hole</extracomment>
        <translation>
            <numerusform>цепочку из %n семени от %1</numerusform>
            <numerusform>цепочку из %n семян от %1</numerusform>
            <numerusform>цепочку из %n семян от %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n seed(s) on %1</source>
        <extracomment>one casa, the object of &quot;captures&quot; or &quot;threatens&quot;: &quot;4 seeds on C&quot;; %1 is the letter of its hole</extracomment>
        <translation>
            <numerusform>%n семя в %1</numerusform>
            <numerusform>%n семени в %1</numerusform>
            <numerusform>%n семян в %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>then a chain of %n more from %1</source>
        <extracomment>the next turn of a player who captured and plays again: &quot;then a chain of 8 more from E&quot;; %1 is the letter of the casa&apos;s hole</extracomment>
        <translation>
            <numerusform>затем ещё цепочку из %n семени от %1</numerusform>
            <numerusform>затем ещё цепочку из %n семян от %1</numerusform>
            <numerusform>затем ещё цепочку из %n семян от %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>then %n more on %1</source>
        <extracomment>the next turn of a player who captured and plays again: &quot;then 8 more on E&quot;; %1 is a hole&apos;s letter</extracomment>
        <translation>
            <numerusform>затем ещё %n в %1</numerusform>
            <numerusform>затем ещё %n в %1</numerusform>
            <numerusform>затем ещё %n в %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>then %n more</source>
        <extracomment>the next turns of a player who captured and plays again, all they capture: &quot;then 12 more&quot;</extracomment>
        <translation>
            <numerusform>затем ещё %n</numerusform>
            <numerusform>затем ещё %n</numerusform>
            <numerusform>затем ещё %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>captures %1</source>
        <extracomment>%1 what a turn captures: &quot;4 seeds on C&quot;, &quot;a chain of 12 seeds from B&quot;</extracomment>
        <translation>берёт %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 and plays again</source>
        <extracomment>%1 &quot;captures 4 seeds on C&quot;: the capture earns another turn</extracomment>
        <translation>%1 и ходит ещё раз</translation>
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
        <translation>%1 и забирает последнюю четвёрку</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, and the last four go to %2</source>
        <extracomment>%1 what a player captured, which left the last four; %2 the player who takes them (a fixed taker, Hoyito III&apos;s handicap)</extracomment>
        <translation>%1, а последнюю четвёрку получает %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, and the board is empty</source>
        <extracomment>%1 what a player captured: it took the last seeds on the board, and the game is over</extracomment>
        <translation>%1, и доска пустеет</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 leaves %2 no casa.</source>
        <extracomment>%1 the better move&apos;s letter, %2 the opponent: after it, no move of theirs makes a casa</extracomment>
        <translation>Ход %1 не оставляет игроку %2 ни одной casa.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 lets %2 take only %n seed(s).</source>
        <extracomment>%1 the better move&apos;s letter, %2 the opponent, who takes fewer seeds after it</extracomment>
        <translation>
            <numerusform>После хода %1 игрок %2 берёт только %n семя.</numerusform>
            <numerusform>После хода %1 игрок %2 берёт только %n семени.</numerusform>
            <numerusform>После хода %1 игрок %2 берёт только %n семян.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>After %1, %2 %3.</source>
        <extracomment>%1 the move played, %2 the opponent, %3 what they do next: &quot;captures a chain of 12 seeds from B and plays again&quot;</extracomment>
        <translation>После хода %1 игрок %2 %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After %1, %2 threatens %3.</source>
        <extracomment>%1 the move played, %2 the opponent, %3 what they could capture in their next turn: &quot;8 seeds on C&quot;</extracomment>
        <translation>После хода %1 игрок %2 грозит взять %3.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 captures nothing.</source>
        <extracomment>%1 the move played, which captures nothing (the better move does)</extracomment>
        <translation>Ход %1 ничего не берёт.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 captures only %n seed(s).</source>
        <extracomment>%1 the move played, which captures less than the better move</extracomment>
        <translation>
            <numerusform>Ход %1 берёт только %n семя.</numerusform>
            <numerusform>Ход %1 берёт только %n семени.</numerusform>
            <numerusform>Ход %1 берёт только %n семян.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+49"/>
        <location line="+8"/>
        <source>%1 %2.</source>
        <extracomment>%1 a move&apos;s letter, %2 what it does: &quot;captures 4 seeds on C and plays again, then 8 more on E&quot;</extracomment>
        <translation>Ход %1 %2.</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>Instead of %1, %2</source>
        <extracomment>%1 the move played, %2 a sentence on the better move, told from the position before %1: &quot;Instead of a, d captures 4 seeds on C and plays again.&quot;</extracomment>
        <translation>Вместо %1: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No capture in the next turns tells %1 from %2: the difference comes later.</source>
        <extracomment>%1 the best move, %2 the move played: their lines capture alike in the next turns</extracomment>
        <translation>В ближайшие ходы взятия не отличают %1 от %2: разница проявится позже.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>leaves %1 no casa</source>
        <extracomment>%1 the opponent: after the hinted move, no move of theirs makes a casa</extracomment>
        <translation>не оставляет игроку %1 ни одной casa</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>threatens %1 and the last four</source>
        <extracomment>%1 what the player could capture in their next turn: &quot;a chain of 8 seeds from B&quot;; that capture would leave the last four, which they would take too</extracomment>
        <translation>грозит взять %1 и последнюю четвёрку</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>threatens %1</source>
        <extracomment>%1 what the player could capture in their next turn: &quot;8 seeds on C&quot;</extracomment>
        <translation>грозит взять %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 and %2</source>
        <extracomment>the two things a hinted move leaves: %1 &quot;leaves North no casa&quot;, %2 &quot;threatens 8 seeds on C&quot;</extracomment>
        <translation>%1 и %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>It then %1.</source>
        <extracomment>the second sentence of a hint, after what the move captures; &quot;it&quot; is the hinted move, %1 what it leaves: &quot;leaves North no casa and threatens 8 seeds on C&quot;</extracomment>
        <translation>После этого он %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1 lets %2 take no more than %n seed(s) at once.</source>
        <extracomment>%1 the hinted move&apos;s letter, %2 the opponent, who can take at most so many seeds in one turn after it</extracomment>
        <translation>
            <numerusform>После хода %1 игрок %2 за один ход возьмёт не больше %n семени.</numerusform>
            <numerusform>После хода %1 игрок %2 за один ход возьмёт не больше %n семян.</numerusform>
            <numerusform>После хода %1 игрок %2 за один ход возьмёт не больше %n семян.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hoyito::app::ComputerPlayer</name>
    <message>
        <location filename="../app/gui/game/computerplayer.cpp" line="+110"/>
        <source>Beginner</source>
        <translation>Новичок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Easy</source>
        <translation>Лёгкий</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Средний</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Сложный</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Эксперт</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Master</source>
        <translation>Мастер</translation>
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
        <translation>Компьютер (%1)</translation>
    </message>
</context>
<context>
    <name>hoyito::app::EvalBar</name>
    <message>
        <location filename="../app/gui/board/evalbar.cpp" line="+24"/>
        <location line="+25"/>
        <source>Evaluation bar</source>
        <translation>Шкала оценки</translation>
    </message>
</context>
<context>
    <name>hoyito::app::FileActions</name>
    <message>
        <location filename="../app/gui/files/fileactions.cpp" line="+38"/>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy Game as Text</source>
        <translation>&amp;Копировать игру как текст</translation>
    </message>
</context>
<context>
    <name>hoyito::app::GameActions</name>
    <message>
        <location filename="../app/gui/game/gameactions.cpp" line="+46"/>
        <source>&amp;Undo Move</source>
        <translation>&amp;Отменить ход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo Move</source>
        <translation>&amp;Вернуть ход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;play Game</source>
        <translation>&amp;Просмотр игры</translation>
    </message>
</context>
<context>
    <name>hoyito::app::GameFiles</name>
    <message>
        <location filename="../app/gui/files/gamefiles.cpp" line="+429"/>
        <source>Open &amp;Recent</source>
        <translation>Н&amp;едавние игры</translation>
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
        <translation>%1, раунд %2</translation>
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
        <translation>Нет игры, которую можно сохранить.</translation>
    </message>
    <message>
        <location line="+75"/>
        <location line="+8"/>
        <location line="+27"/>
        <location line="+5"/>
        <source>Save Game</source>
        <translation>Сохранить игру</translation>
    </message>
    <message>
        <location line="-40"/>
        <location line="+35"/>
        <source>The game cannot be saved.</source>
        <translation>Эту игру нельзя сохранить.</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>The game could not be saved.</source>
        <translation>Не удалось сохранить игру.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Saved the game as “%1”</source>
        <extracomment>status line after saving: the file name</extracomment>
        <translation>Игра сохранена как «%1»</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+48"/>
        <source>Hoyito games (*.%1)</source>
        <translation>Игры Hoyito (*.%1)</translation>
    </message>
    <message>
        <location line="-48"/>
        <location line="+48"/>
        <source>All files (*)</source>
        <translation>Все файлы (*)</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>%1 vs %2 %3</source>
        <extracomment>suggested file name of a saved game: &quot;Ana vs Luis 2025-01-31&quot;</extracomment>
        <translation>%1 – %2, %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>game</source>
        <translation>игра</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+36"/>
        <source>Open Game</source>
        <extracomment>the message box when a file is not a game record: its name, then the problem</extracomment>
        <translation>Открыть игру</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>“%1” could not be opened.</source>
        <translation>Не удалось открыть «%1».</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Save the match in progress before opening “%1”?</source>
        <translation>Сохранить текущий матч перед открытием «%1»?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the finished match before opening “%1”?</source>
        <translation>Сохранить законченный матч перед открытием «%1»?</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>Opened “%1”: %n turn(s), a draw (%2 %3 – %4 %5). Replay: Home goes to the start.</source>
        <extracomment>status line: a finished game was opened, in replay mode at its end: &quot;Opened “x.hoyito”: 80 turns, a draw (Ana 24 – Luis 24). Replay: Home goes to the start.&quot;</extracomment>
        <translation>
            <numerusform>Открыт файл «%1»: %n ход, ничья (%2 %3 – %4 %5). Просмотр: Home — к началу.</numerusform>
            <numerusform>Открыт файл «%1»: %n хода, ничья (%2 %3 – %4 %5). Просмотр: Home — к началу.</numerusform>
            <numerusform>Открыт файл «%1»: %n ходов, ничья (%2 %3 – %4 %5). Просмотр: Home — к началу.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Opened “%1”: %n turn(s), %2 won (%3 %4 – %5 %6). Replay: Home goes to the start.</source>
        <extracomment>status line: a finished game was opened, in replay mode at its end: %2 the winner &quot;Opened “x.hoyito”: 80 turns, Luis won (Ana 16 – Luis 32). Replay: Home goes to the start.&quot;</extracomment>
        <translation>
            <numerusform>Открыт файл «%1»: %n ход, выиграл игрок %2 (%3 %4 – %5 %6). Просмотр: Home — к началу.</numerusform>
            <numerusform>Открыт файл «%1»: %n хода, выиграл игрок %2 (%3 %4 – %5 %6). Просмотр: Home — к началу.</numerusform>
            <numerusform>Открыт файл «%1»: %n ходов, выиграл игрок %2 (%3 %4 – %5 %6). Просмотр: Home — к началу.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+120"/>
        <source>The match (%n round(s) so far) is in no file. If you discard it, it is lost.</source>
        <translation>
            <numerusform>Матч (пока %n раунд) не записан ни в один файл. Если его отбросить, он будет потерян.</numerusform>
            <numerusform>Матч (пока %n раунда) не записан ни в один файл. Если его отбросить, он будет потерян.</numerusform>
            <numerusform>Матч (пока %n раундов) не записан ни в один файл. Если его отбросить, он будет потерян.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match has moves that “%1” does not have. If you discard them, they are lost.</source>
        <translation>В матче есть ходы, которых нет в «%1». Если их отбросить, они будут потеряны.</translation>
    </message>
    <message>
        <location line="-145"/>
        <source>Save the game in progress before opening “%1”?</source>
        <translation>Сохранить текущую игру перед открытием «%1»?</translation>
    </message>
    <message>
        <location line="-201"/>
        <source>This game starts from a position that a saved game cannot hold.</source>
        <translation>Эта игра начинается с позиции, которую нельзя записать в файл сохранённой игры.</translation>
    </message>
    <message numerus="yes">
        <location line="+230"/>
        <source>Opened “%1”: %n turn(s) played, %2</source>
        <extracomment>status line: an unfinished game was opened and goes on</extracomment>
        <translation>
            <numerusform>Открыт файл «%1»: сыгран %n ход, %2</numerusform>
            <numerusform>Открыт файл «%1»: сыграно %n хода, %2</numerusform>
            <numerusform>Открыт файл «%1»: сыграно %n ходов, %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file&apos;s game review was not loaded: %1</source>
        <translation>Разбор игры не загружен: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Save the match in progress before starting a new game?</source>
        <translation>Сохранить текущий матч, прежде чем начать новую игру?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the finished match before starting a new game?</source>
        <translation>Сохранить законченный матч, прежде чем начать новую игру?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the game in progress before starting a new one?</source>
        <translation>Сохранить текущую игру, прежде чем начать новую?</translation>
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
        <translation>Нет недавних игр</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Clear Menu</source>
        <translation>&amp;Очистить меню</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Copied the game to the clipboard as text</source>
        <translation>Игра скопирована в буфер обмена как текст</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Unsaved Game</source>
        <translation>Несохранённая игра</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>The game in progress (%n turn(s)) is in no file. If you discard it, it is lost.</source>
        <translation>
            <numerusform>Текущая игра (%n ход) не записана ни в один файл. Если её отбросить, она будет потеряна.</numerusform>
            <numerusform>Текущая игра (%n хода) не записана ни в один файл. Если её отбросить, она будет потеряна.</numerusform>
            <numerusform>Текущая игра (%n ходов) не записана ни в один файл. Если её отбросить, она будет потеряна.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game in progress has moves that “%1” does not have. If you discard them, they are lost.</source>
        <translation>В текущей игре есть ходы, которых нет в «%1». Если их отбросить, они будут потеряны.</translation>
    </message>
</context>
<context>
    <name>hoyito::app::LessonOffer</name>
    <message>
        <location filename="../app/gui/learn/lessonoffer.cpp" line="+81"/>
        <source>New to Hoyito? Short lessons on the board teach the game in about 15 minutes.</source>
        <extracomment>the offer above the board for a player who has not started the lessons</extracomment>
        <translation>Впервые в Hoyito? Короткие уроки на доске научат вас играть примерно за 15 минут.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not Now</source>
        <extracomment>a button of the lessons&apos; offer: do not ask again</extracomment>
        <translation>Не сейчас</translation>
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
        <translation>Подсказка: %1</translation>
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
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows a hint for this step; a step passed with a hint earns one star less.</source>
        <translation>Показывает подсказку для этого шага; шаг, пройденный с подсказкой, приносит на одну звезду меньше.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Retry</source>
        <extracomment>a button of the lesson window: play the step again from its start</extracomment>
        <translation>&amp;Заново</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Next</source>
        <extracomment>a button of the lesson window: the next step or lesson</extracomment>
        <translation>&amp;Далее</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Watch Them Again</source>
        <extracomment>a button of the lesson window: the moves played before the step, again on the board</extracomment>
        <translation>Посмотреть &amp;ещё раз</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Play a Game…</source>
        <extracomment>a button of the lesson window at the end of the course: close the lessons and set up a game</extracomment>
        <translation>&amp;Сыграть партию…</translation>
    </message>
</context>
<context>
    <name>hoyito::app::MainMenus</name>
    <message>
        <location filename="../app/gui/window/mainmenus.cpp" line="+63"/>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Set &amp;Up Position…</source>
        <translation>&amp;Расставить позицию…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pu&amp;zzles…</source>
        <extracomment>Game menu: the puzzle trainer</extracomment>
        <translation>&amp;Задачи…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Side &amp;Panel</source>
        <translation>Боковая &amp;панель</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Learn Hoyito…</source>
        <extracomment>Help menu: the interactive lessons</extracomment>
        <translation>&amp;Уроки Hoyito…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;About Hoyito</source>
        <translation>&amp;О программе Hoyito</translation>
    </message>
</context>
<context>
    <name>hoyito::app::MainWindow</name>
    <message>
        <location filename="../app/gui/window/mainwindow.cpp" line="+68"/>
        <location line="+437"/>
        <source>Game</source>
        <translation>Игра</translation>
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
        <translation>Игра или матч</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Si&amp;ngle game</source>
        <translation>&amp;Одна игра</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Match of several rounds</source>
        <translation>Матч из не&amp;скольких раундов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rounds:</source>
        <translation>&amp;Раундов:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;First to</source>
        <translation>&amp;До</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last-four &amp;handicap</source>
        <translation>&amp;Фора последней четвёрки</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Number of rounds</source>
        <translation>Число раундов</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>&amp;Traditional refill</source>
        <translation>&amp;Традиционное пополнение</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source> win(s)</source>
        <extracomment>after the &quot;First to&quot; spin box, whose number it follows: &quot;First to [3] wins&quot;</extracomment>
        <translation>
            <numerusform> победы</numerusform>
            <numerusform> побед</numerusform>
            <numerusform> побед</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wins needed</source>
        <translation>Нужно побед</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The players take turns</source>
        <translation>Игроки по очереди</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The loser of the last round</source>
        <translation>Проигравший в прошлом раунде</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who starts rounds 2 and later. After a drawn round the player who did not start the previous round starts.</source>
        <translation>Кто начинает второй и последующие раунды. После ничьей начинает тот, кто не начинал в прошлый раз.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hoyito III: in rounds 1 and 2 the last four go to the player who captured the penultimate four; from round 3 on, to the winner of the previous round.</source>
        <translation>Hoyito III: в раундах 1 и 2 последняя четвёрка достаётся игроку, взявшему предпоследнюю четвёрку; начиная с раунда 3 — победителю предыдущего раунда.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>After each round each player refills their own row from their left, four seeds a hole, with the seeds they won. Holes they cannot fill stay closed for the round; the seeds left over count for them in the next round. A player who cannot fill a single hole loses the match.</source>
        <translation>После каждого раунда каждый игрок заново заполняет свой ряд выигранными семенами, слева направо, по четыре семени в лунку. Лунки, которые он не может заполнить, закрыты на весь раунд; оставшиеся семена засчитываются ему в следующем раунде. Игрок, который не может заполнить ни одной лунки, проигрывает матч.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Length:</source>
        <translation>Продолжительность:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Later rounds start with:</source>
        <translation>Следующие раунды начинает:</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>From round 3 the last four go to the winner of the previous round.</source>
        <translation>Начиная с раунда 3, последняя четвёрка достаётся победителю предыдущего раунда.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The handicap is Hoyito III&apos;s: in this game the last four always go to the player who captured the penultimate four.</source>
        <translation>Фора бывает только в Hoyito III: в этой игре последняя четвёрка всегда достаётся игроку, взявшему предпоследнюю четвёрку.</translation>
    </message>
</context>
<context>
    <name>hoyito::app::MatchResultDialog</name>
    <message>
        <location filename="../app/gui/match/matchdialogs.cpp" line="+129"/>
        <source>&amp;New Match</source>
        <translation>&amp;Новый матч</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Match Over</source>
        <translation>Матч окончен</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Play another match with the same players and choices</source>
        <extracomment>the New Match button: a new match with the same players and choices</extracomment>
        <translation>Сыграть ещё один матч с теми же игроками и настройками</translation>
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
        <translation>за победу в раунде %1</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>who captured the penultimate four (round %1 was drawn)</source>
        <translation>за взятие предпоследней четвёрки (раунд %1 закончился вничью)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>who captured the penultimate four</source>
        <translation>за взятие предпоследней четвёрки</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>capturer, round %1 drawn</source>
        <extracomment>scoreboard: the capturer took the last four, the previous round being drawn</extracomment>
        <translation>за предпоследнюю четвёрку (раунд %1 — ничья)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>capturer</source>
        <extracomment>scoreboard: the player who captured the penultimate four took the last four</extracomment>
        <translation>за предпоследнюю четвёрку</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Round %1: the last four go to %2, %3</source>
        <extracomment>the status line when the last four are awarded in a match: &quot;Round 3: the last four go to North, winner of round 2&quot;; %2 stays %1 for the name</extracomment>
        <translation>Раунд %1: последнюю четвёрку получает %2 — %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Round %1: %2 won round %3</source>
        <extracomment>the banner&apos;s second line: &quot;Round 3: North won round 2&quot;; %2 stays %1 for the name</extracomment>
        <translation>Раунд %1: %2 — победитель раунда %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1: %2 captured the penultimate four (round %3 was drawn)</source>
        <translation>Раунд %1: предпоследнюю четвёрку взял игрок %2 (раунд %3 закончился вничью)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1: %2 captured the penultimate four</source>
        <translation>Раунд %1: предпоследнюю четвёрку взял игрок %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Round %1: %2 starts; the last four go to %3, winner of round %4.</source>
        <translation>Раунд %1: начинает %2; последнюю четвёрку получит %3 — за победу в раунде %4.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Round %1: %2 starts; round %3 was drawn, so the last four go to whoever captures the penultimate four.</source>
        <translation>Раунд %1: начинает %2; раунд %3 закончился вничью, поэтому последнюю четвёрку получит тот, кто возьмёт предпоследнюю.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round %1: %2 starts; the last four go to whoever captures the penultimate four.</source>
        <translation>Раунд %1: начинает %2; последнюю четвёрку получит тот, кто возьмёт предпоследнюю.</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>%1 fills all %2 holes and keeps %n seed(s).</source>
        <extracomment>the refill before a round: &quot;Ana fills all 6 holes and keeps 2 seeds.&quot;</extracomment>
        <translation>
            <numerusform>Игрок %1 заполняет все лунки (%2), в запасе остаётся %n семя.</numerusform>
            <numerusform>Игрок %1 заполняет все лунки (%2), в запасе остаются %n семени.</numerusform>
            <numerusform>Игрок %1 заполняет все лунки (%2), в запасе остаётся %n семян.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 fills only %n hole(s); the others stay closed.</source>
        <extracomment>the refill before a round, when a player cannot fill every hole: &quot;Ana fills only 5 holes; the others stay closed. Ana keeps 2 seeds.&quot;</extracomment>
        <translation>
            <numerusform>Игрок %1 заполняет только %n лунку; остальные остаются закрытыми.</numerusform>
            <numerusform>Игрок %1 заполняет только %n лунки; остальные остаются закрытыми.</numerusform>
            <numerusform>Игрок %1 заполняет только %n лунок; остальные остаются закрытыми.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 keeps %n seed(s).</source>
        <translation>
            <numerusform>У игрока %1 в запасе остаётся %n семя.</numerusform>
            <numerusform>У игрока %1 в запасе остаются %n семени.</numerusform>
            <numerusform>У игрока %1 в запасе остаётся %n семян.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Round %1 is drawn, %2–%3.</source>
        <extracomment>&quot;Round 2 is drawn, 24–24.&quot;</extracomment>
        <translation>Раунд %1 закончился вничью, %2–%3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round %1: %2 wins %3–%4.</source>
        <extracomment>&quot;Round 3: Luis wins 28–20.&quot;</extracomment>
        <translation>Раунд %1: %2 побеждает со счётом %3–%4.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The last four went to %1, %2.</source>
        <translation>Последняя четвёрка досталась игроку %1 — %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The round ended because %1.</source>
        <translation>Раунд окончен: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>The next round starts in %n second(s).</source>
        <extracomment>between rounds of a match between computers</extracomment>
        <translation>
            <numerusform>Следующий раунд начнётся через %n секунду.</numerusform>
            <numerusform>Следующий раунд начнётся через %n секунды.</numerusform>
            <numerusform>Следующий раунд начнётся через %n секунд.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The computers are paused: the next round waits.</source>
        <translation>Компьютеры приостановлены: следующий раунд ждёт.</translation>
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
        <translation>%1 выигрывает матч!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A drawn match</source>
        <translation>Матч закончился вничью</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 could not fill a single hole and loses the match (traditional refill).</source>
        <translation>Игрок %1 не смог заполнить ни одной лунки и проигрывает матч (традиционное пополнение).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The one round was played.</source>
        <extracomment>the end of a match of several rounds: &quot;All 5 rounds were played.&quot;</extracomment>
        <translation>Единственный раунд сыгран.</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>All %n round(s) were played.</source>
        <translation>
            <numerusform>Сыгран %n раунд.</numerusform>
            <numerusform>Сыграны все %n раунда.</numerusform>
            <numerusform>Сыграны все %n раундов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 won %n round(s).</source>
        <extracomment>the end of a match to a number of won rounds: &quot;Ana won 3 rounds.&quot;</extracomment>
        <translation>
            <numerusform>Игрок %1 выиграл %n раунд.</numerusform>
            <numerusform>Игрок %1 выиграл %n раунда.</numerusform>
            <numerusform>Игрок %1 выиграл %n раундов.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The rounds were level, and so were the seeds: %1 each.</source>
        <translation>По раундам ничья, и по семенам тоже: по %1 у каждого.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rounds were level; the seeds decide: %1 %2, %3 %4.</source>
        <translation>По раундам ничья; решают семена: %1 %2, %3 %4.</translation>
    </message>
</context>
<context>
    <name>hoyito::app::MatchView</name>
    <message>
        <location filename="../app/gui/match/matchview.cpp" line="+26"/>
        <location line="+32"/>
        <source>Match</source>
        <translation>Матч</translation>
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
        <translation>Матч: %1</translation>
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
        <translation>Человек</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Custom: 2 ×</source>
        <translation>Своя: 2 ×</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>New Game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play from Here</source>
        <translation>Играть с этой позиции</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Holes per row</source>
        <translation>Лунок в ряду</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Board:</source>
        <translation>Доска:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1&apos;s level</source>
        <extracomment>the computer&apos;s level, for screen readers: &quot;South&apos;s level&quot;</extracomment>
        <translation>%1: уровень</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>South (near row):</source>
        <translation>Юг (ближний ряд):</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North (far row):</source>
        <translation>Север (дальний ряд):</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 played by</source>
        <extracomment>the Human / Computer choice, for screen readers: &quot;South played by&quot;</extracomment>
        <translation>%1: кто играет</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Who starts:</source>
        <translation>Кто начинает:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Start</source>
        <translation>&amp;Начать</translation>
    </message>
</context>
<context>
    <name>hoyito::app::PlayerCard</name>
    <message>
        <location filename="../app/gui/window/gamepanel.cpp" line="+139"/>
        <source>to move</source>
        <translation>ходит</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>winner</source>
        <translation>победитель</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>thinking…</source>
        <translation>думает…</translation>
    </message>
</context>
<context>
    <name>hoyito::app::PlayersMenu</name>
    <message>
        <location filename="../app/gui/game/playersmenu.cpp" line="+122"/>
        <source>&amp;Players</source>
        <translation>И&amp;гроки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;South</source>
        <translation>&amp;Юг</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;North</source>
        <translation>&amp;Север</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Human</source>
        <translation>&amp;Человек</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer: &amp;%1 %2</source>
        <extracomment>a menu item: the computer at a level, &quot;Computer: 3 Medium&quot;</extracomment>
        <translation>Компьютер: &amp;%1 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Pause Computer</source>
        <translation>Приостановить &amp;компьютер</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tep: Next Computer Move</source>
        <translation>&amp;Шаг: следующий ход компьютера</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 is thinking…</source>
        <extracomment>the thinking indicator: &quot;North is thinking…&quot;</extracomment>
        <translation>%1 думает…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for a hint…</source>
        <translation>Поиск подсказки…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Paused: Step (%1) plays %2&apos;s move</source>
        <extracomment>paused before a computer&apos;s move: &quot;Paused: Step (S) plays North&apos;s move&quot;</extracomment>
        <translation>Пауза: «Шаг» (%1) делает ход за игрока %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Computer paused</source>
        <translation>Компьютер приостановлен</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Hint: play %1</source>
        <extracomment>the engine&apos;s suggestion for the player to move: &quot;Hint: play c&quot;</extracomment>
        <translation>Подсказка: ходите %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hint: %1</source>
        <extracomment>the engine&apos;s suggestion for the player to move, with its reason, which names the move first: &quot;Hint: c captures 4 seeds on D and plays again.&quot;</extracomment>
        <translation>Подсказка: %1</translation>
    </message>
</context>
<context>
    <name>hoyito::app::PositionText</name>
    <message>
        <location filename="../app/record/positiontext.cpp" line="+12"/>
        <source>a position is written VARIANT:N:MOVER:HOLES:SOUTH_SCORE:NORTH_SCORE[:TAKER], in 6 or 7 fields</source>
        <translation>позиция записывается как VARIANT:N:MOVER:HOLES:SOUTH_SCORE:NORTH_SCORE[:TAKER], в 6 или 7 полях</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the variant (field 1) must be I, II or III</source>
        <translation>вариант (поле 1) должен быть I, II или III</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the holes per row (field 2) must be a number from %1 to %2</source>
        <translation>число лунок в ряду (поле 2) должно быть от %1 до %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the player to move (field 3) must be S or N</source>
        <translation>очередь хода (поле 3) должна быть S или N</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>field 4 must hold one seed count for each hole of both rows</source>
        <translation>в поле 4 должно быть по одному числу семян на каждую лунку обоих рядов</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>field 4, item %1: the seed count must be a number from 0 to the 8N seeds of the game, or x for a closed hole</source>
        <extracomment>%1 the place of the bad seed count in field 4&apos;s list: 1 for the first</extracomment>
        <translation>поле 4, элемент %1: число семян должно быть от 0 до 8N (всех семян игры) или x для закрытой лунки</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1&apos;s score (field %2) must be a number from 0 to the 8N seeds of the game</source>
        <translation>счёт игрока %1 (поле %2) должен быть числом от 0 до 8N (всех семян игры)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the board and the scores hold more than the 8N seeds of the game</source>
        <translation>на доске и в счёте больше семян, чем 8N (все семена игры)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last-four taker (field 7) must be capturer, S or N</source>
        <translation>получатель последней четвёрки (поле 7) должен быть capturer, S или N</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the game is over in this position</source>
        <translation>в этой позиции игра уже окончена</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a row has %1 to %2 holes, not %3</source>
        <translation>в ряду может быть от %1 до %2 лунок, а не %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the board and the scores hold %1 seeds, more than the %2 of a game on this board</source>
        <translation>на доске и в счёте семян: %1 — больше, чем %2 в игре на такой доске</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>hole %1 is closed and cannot hold seeds</source>
        <translation>лунка %1 закрыта, в ней не может быть семян</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there are no seeds on the board, so the game is over</source>
        <translation>на доске нет семян, значит, игра окончена</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every seed but the last four is captured, so the capture that left them ended the game</source>
        <translation>взяты все семена, кроме последних четырёх, значит, взятие, после которого они остались, закончило игру</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is to move but has no seeds, and a game cannot begin with a pass</source>
        <translation>ходит %1, но у него нет семян, а игра не может начинаться с пропуска хода</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every hole %1 could play starts a sowing that never ends, and a game cannot begin with a pass</source>
        <translation>из каждой лунки, из которой мог бы ходить %1, начинается бесконечный посев, а игра не может начинаться с пропуска хода</translation>
    </message>
</context>
<context>
    <name>hoyito::app::PuzzleFile</name>
    <message>
        <location filename="../app/record/puzzlefile.cpp" line="+63"/>
        <source>not JSON: %1 at character %2</source>
        <translation>это не JSON: %1 в символе %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not a JSON object</source>
        <translation>это не объект JSON</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;id&quot; must be a text that is not empty</source>
        <translation>&quot;id&quot; должен быть непустым текстом</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;position&quot; must be a position text</source>
        <translation>&quot;position&quot; должно быть текстом позиции</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;position&quot;: %1</source>
        <translation>&quot;position&quot;: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;solution&quot; must be a list of moves that is not empty</source>
        <translation>&quot;solution&quot; должно быть непустым списком ходов</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;solution&quot;: move %1 is not a text</source>
        <translation>&quot;solution&quot;: ход %1 не текст</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;solution&quot;: move %1 comes after the end of the game</source>
        <translation>&quot;solution&quot;: ход %1 идёт после конца игры</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;solution&quot;: move %1 &apos;%2&apos; cannot be played at %3</source>
        <translation>&quot;solution&quot;: ход %1 &apos;%2&apos; нельзя сыграть в позиции %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&quot;themes&quot; must be a list of theme names</source>
        <translation>&quot;themes&quot; должно быть списком названий тем</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;themes&quot;: &apos;%1&apos; is not a theme</source>
        <translation>&quot;themes&quot;: &apos;%1&apos; — не тема</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;rating&quot; must be a whole number from 0 to 10000</source>
        <translation>&quot;rating&quot; должно быть целым числом от 0 до 10000</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;proven&quot; must be true or false</source>
        <translation>&quot;proven&quot; должно быть true или false</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;depth&quot; must be a whole number from 1 to 100</source>
        <translation>&quot;depth&quot; должно быть целым числом от 1 до 100</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;%1&quot; must be a whole number</source>
        <translation>&quot;%1&quot; должно быть целым числом</translation>
    </message>
</context>
<context>
    <name>hoyito::app::RecordFileText</name>
    <message>
        <location filename="../app/record/recordload.cpp" line="+40"/>
        <source>the file is larger than %1 MiB, too large for a game record</source>
        <translation>файл больше %1 МиБ — слишком велик для записи игры</translation>
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
        <translation>true или false</translation>
    </message>
    <message>
        <location line="-610"/>
        <source>a number</source>
        <translation>число</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+602"/>
        <source>a text</source>
        <translation>текст</translation>
    </message>
    <message>
        <location line="-601"/>
        <location line="+615"/>
        <source>a list</source>
        <translation>список</translation>
    </message>
    <message>
        <location line="-614"/>
        <location line="+252"/>
        <location line="+185"/>
        <location line="+30"/>
        <location line="+156"/>
        <source>an object</source>
        <translation>объект</translation>
    </message>
    <message>
        <location line="-620"/>
        <source>nothing</source>
        <translation>ничего</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>%1: round %2 is not finished, yet a later round follows it</source>
        <translation>%1: раунд %2 не окончен, но за ним следует ещё раунд</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the file is not UTF-8 text: byte %1 (0x%2) is invalid</source>
        <translation>файл не является текстом UTF-8: недопустимый байт %1 (0x%2)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>not a JSON file: %1 at byte %2 (line %3, column %4)</source>
        <translation>это не файл JSON: %1 в байте %2 (строка %3, столбец %4)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>not a Hoyito game record: the file holds a JSON list, not an object</source>
        <translation>это не запись игры Hoyito: файл содержит список JSON, а не объект</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>not a Hoyito game record: it has no &quot;format&quot; field</source>
        <translation>это не запись игры Hoyito: в ней нет поля &quot;format&quot;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not a Hoyito game record: &quot;format&quot; is %1, not &quot;%2&quot;</source>
        <translation>это не запись игры Hoyito: &quot;format&quot; равно %1, а не &quot;%2&quot;</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>variant: unknown variant &quot;%1&quot; (known: I, II, III)</source>
        <translation>variant: неизвестный вариант &quot;%1&quot; (известны: I, II, III)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>date: &quot;%1&quot; is not an ISO 8601 date and time (like 2025-01-31T14:05:00+01:00)</source>
        <translation>date: &quot;%1&quot; — не дата и время в формате ISO 8601 (например, 2025-01-31T14:05:00+01:00)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: a record with a start position is version %2, but this one says version %3</source>
        <translation>%1: запись со стартовой позицией имеет версию %2, а в этой указана версия %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: a match starts from the opening, so only a single game has a start position</source>
        <translation>%1: матч начинается с начальной позиции, поэтому стартовая позиция бывает только у одиночной игры</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: &quot;%2&quot; cannot start a game: %3</source>
        <translation>%1: с &quot;%2&quot; нельзя начать игру: %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the position is of %1, but &quot;variant&quot; says %2</source>
        <translation>позиция относится к %1, а в &quot;variant&quot; указано %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 holes a row, but &quot;holesPerRow&quot; says %2</source>
        <translation>в позиции %1 лунок в ряду, а в &quot;holesPerRow&quot; указано %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the position gives the last four to %1, but &quot;lastFourTaker&quot; says %2</source>
        <translation>по позиции последнюю четвёрку получает %1, а в &quot;lastFourTaker&quot; указано %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 to move, but &quot;start&quot; says %2</source>
        <translation>в позиции ходит %1, а в &quot;start&quot; указано %2</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>%1: expected two scores [South, North], found %2</source>
        <translation>%1: ожидалось два счёта [Юг, Север], найдено %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1: the file says %2, but its moves give %3</source>
        <translation>%1: в файле указано «%2», но ходы дают «%3»</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>round %1, the record&apos;s own game, comes after the end of the match: after round %2, %3</source>
        <translation>раунд %1 (игра самой записи) идёт уже после конца матча — матч закончился после раунда %2: %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: round %2 comes after the end of the match: after round %3, %4</source>
        <translation>%1: раунд %2 идёт уже после конца матча — матч закончился после раунда %3: %4</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the starters alternate</source>
        <translation>начинающие игроки чередуются</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>round %1 was drawn, so the player who did not start it starts</source>
        <translation>раунд %1 закончился вничью, поэтому начинает тот, кто его не начинал</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the loser of round %1 starts</source>
        <translation>начинает проигравший в раунде %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the file says %2 starts round %3, but the match rules give %4 (%5)</source>
        <translation>%1: по файлу раунд %3 начинает %2, но по правилам матча — %4 (%5)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the capturer of the penultimate four</source>
        <translation>игрок, взявший предпоследнюю четвёрку</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: the file gives the last four of round %2 to %3, but the match rules give them %4</source>
        <translation>%1: по файлу последнюю четвёрку раунда %2 получает %3, но по правилам матча она достаётся %4</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>round %1, move %2 (%3): %4</source>
        <translation>раунд %1, ход %2 (%3): %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>move %1 (%2): %3</source>
        <translation>ход %1 (%2): %3</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1: the review has no turns</source>
        <translation>%1: в разборе нет ни одного хода</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: the review goes on after the last turn of the game, turn %2</source>
        <translation>%1: разбор продолжается после последнего хода игры, хода %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: the review stops at turn %2, but the game goes on to turn %3; only a review of every turn is kept</source>
        <translation>%1: разбор заканчивается на ходе %2, а игра идёт до хода %3; сохраняется только разбор всех ходов</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1: the review is of another game: turn %2 of this game is %3, not %4</source>
        <translation>%1: это разбор другой игры: ход %2 этой игры — %3, а не %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+74"/>
        <source>%1: %2 cannot be played at turn %3: %4</source>
        <translation>%1: %2 нельзя сыграть на ходе %3: %4</translation>
    </message>
    <message>
        <location line="-67"/>
        <source>%1: %2 is above the best value, %3</source>
        <translation>%1: %2 больше лучшей оценки, %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: the best move is the move played, %2, yet its value %3 is not the best value %4</source>
        <translation>%1: лучший ход — сыгранный, %2, но его оценка %3 не равна лучшей оценке %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: the move played, %2, has the best value, so it is the best move, not %3</source>
        <translation>%1: у сыгранного хода, %2, лучшая оценка, значит, лучший ход — он, а не %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: the best move is the move played, so its line must be the move played&apos;s line</source>
        <translation>%1: лучший ход — сыгранный, поэтому его вариант должен совпадать с вариантом сыгранного хода</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1: a line has 1 to %2 moves, not %3</source>
        <translation>%1: в варианте должно быть от 1 до %2 ходов, а не %3</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1: the line starts with %2, not with its move %3</source>
        <translation>%1: вариант начинается с %2, а не со своего хода %3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>the field &quot;%1&quot; is missing</source>
        <translation>нет поля &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: expected %2, found %3</source>
        <translation>%1: ожидалось %2, найдено %3</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>a whole number</source>
        <translation>целое число</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: expected a whole number, found %2</source>
        <translation>%1: ожидалось целое число, найдено %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: %2 is out of range, expected a number from %3 to %4</source>
        <translation>%1: %2 вне допустимого диапазона, ожидалось число от %3 до %4</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: &quot;%2&quot; is not one of %3</source>
        <translation>%1: &quot;%2&quot; не входит в число допустимых значений: %3</translation>
    </message>
    <message>
        <location filename="../app/record/recordfs.cpp" line="+33"/>
        <source>a part of the path is not a folder</source>
        <translation>часть пути не является папкой</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the path has too many symbolic links (a link that leads back to itself?)</source>
        <translation>в пути слишком много символических ссылок (ссылка ведёт сама на себя?)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>permission denied (to read the file, or to open a folder on its path)</source>
        <translation>доступ запрещён (к чтению файла или к открытию папки на пути к нему)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file name is too long</source>
        <translation>слишком длинное имя файла</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>this is a named pipe (FIFO), not a game record</source>
        <translation>это именованный канал (FIFO), а не запись игры</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this is a socket, not a game record</source>
        <translation>это сокет, а не запись игры</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this is a device, not a game record</source>
        <translation>это устройство, а не запись игры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is not a regular file, not a game record</source>
        <translation>это не обычный файл и не запись игры</translation>
    </message>
    <message>
        <location line="+68"/>
        <location filename="../app/record/recordload.cpp" line="+43"/>
        <source>cannot read the file: %1</source>
        <translation>не удаётся прочитать файл: %1</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>the file does not exist</source>
        <translation>файл не существует</translation>
    </message>
    <message>
        <location filename="../app/record/recordload.cpp" line="-561"/>
        <source>version %1 records are not supported; this Hoyito reads versions %2 to %3</source>
        <translation>записи версии %1 не поддерживаются; эта версия Hoyito читает версии от %2 до %3</translation>
    </message>
    <message>
        <location filename="../app/record/recordfs.cpp" line="+6"/>
        <location line="+9"/>
        <source>this is a folder, not a game record</source>
        <translation>это папка, а не запись игры</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>cannot open the file: %1</source>
        <translation>не удаётся открыть файл: %1</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>no file name was given</source>
        <translation>имя файла не указано</translation>
    </message>
    <message>
        <location filename="../app/record/recordsave.cpp" line="+41"/>
        <location line="+6"/>
        <location line="+3"/>
        <source>%1: not saved, the game record is invalid: %2</source>
        <translation>%1: не сохранено, запись игры некорректна: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+2"/>
        <source>%1: cannot write the file: %2</source>
        <translation>%1: не удаётся записать файл: %2</translation>
    </message>
</context>
<context>
    <name>hoyito::app::RecordText</name>
    <message>
        <location filename="../app/record/gamerecord.cpp" line="+247"/>
        <source>Round %1</source>
        <translation>Раунд %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start: %1</source>
        <translation>Начинает: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Refill: South carries %1, North carries %2; closed holes: %3</source>
        <translation>Пополнение: у Юга в запасе %1, у Севера — %2; закрытые лунки: %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1; %2 took them</source>
        <translation>%1; её взял %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last four: %1</source>
        <translation>Последняя четвёрка: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result: %1</source>
        <translation>Результат: %1</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>not finished, captured %1</source>
        <translation>не окончена, взято %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>South wins %1 (%2)</source>
        <translation>победа Юга %1 (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North wins %1 (%2)</source>
        <translation>победа Севера %1 (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a draw %1 (%2)</source>
        <translation>ничья %1 (%2)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 (computer, level %2)</source>
        <translation>%1 (компьютер, уровень %2)</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+10"/>
        <source>the game is already over</source>
        <translation>игра уже окончена</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>&quot;%1&quot; is not a move (a hole letter, or - for a pass)</source>
        <translation>&quot;%1&quot; — не ход (нужна буква лунки или - для пропуска хода)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no hole %1 on a row of %2</source>
        <translation>в ряду из %2 лунок нет лунки %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hole %1 is %2&apos;s, and %3 is to move</source>
        <translation>лунка %1 принадлежит игроку %2, а ходит %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>there is no hole %1</source>
        <translation>лунки %1 нет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hole %1 is not %2&apos;s</source>
        <translation>лунка %1 не принадлежит игроку %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hole %1 is closed</source>
        <translation>лунка %1 закрыта</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hole %1 is empty</source>
        <translation>лунка %1 пуста</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hole %1 starts a sowing that never ends</source>
        <translation>из лунки %1 начинается бесконечный посев</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has a legal move and cannot pass</source>
        <translation>у игрока %1 есть допустимый ход, пропускать нельзя</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>illegal move</source>
        <translation>недопустимый ход</translation>
    </message>
    <message numerus="yes">
        <location line="+160"/>
        <source>a name is at most %n characters long</source>
        <translation>
            <numerusform>имя может содержать не более %n символа</numerusform>
            <numerusform>имя может содержать не более %n символов</numerusform>
            <numerusform>имя может содержать не более %n символов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>this one has %n</source>
        <translation>
            <numerusform>а в этом — %n</numerusform>
            <numerusform>а в этом — %n</numerusform>
            <numerusform>а в этом — %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a name cannot hold control characters such as line breaks (%1)</source>
        <translation>имя не может содержать управляющие символы, например переводы строки (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a name cannot hold characters that change the writing direction (%1)</source>
        <translation>имя не может содержать символы, меняющие направление письма (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a name cannot hold invisible characters (%1)</source>
        <translation>имя не может содержать невидимые символы (%1)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>a name cannot stack more than %n marks on one character</source>
        <translation>
            <numerusform>на одном символе имени может быть не больше %n диакритического знака</numerusform>
            <numerusform>на одном символе имени может быть не больше %n диакритических знаков</numerusform>
            <numerusform>на одном символе имени может быть не больше %n диакритических знаков</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a name must be valid text (this one has a broken surrogate pair)</source>
        <translation>имя должно быть корректным текстом (в этом имени повреждённая суррогатная пара)</translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n раунд</numerusform>
            <numerusform>%n раунда</numerusform>
            <numerusform>%n раундов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>first to %n win(s)</source>
        <translation>
            <numerusform>до %n победы</numerusform>
            <numerusform>до %n побед</numerusform>
            <numerusform>до %n побед</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>all %n round(s) were played</source>
        <translation>
            <numerusform>сыгран %n раунд</numerusform>
            <numerusform>сыграны все %n раунда</numerusform>
            <numerusform>сыграны все %n раундов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 won %n round(s)</source>
        <translation>
            <numerusform>%1 выиграл %n раунд</numerusform>
            <numerusform>%1 выиграл %n раунда</numerusform>
            <numerusform>%1 выиграл %n раундов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>after %n round(s)</source>
        <translation>
            <numerusform>после %n раунда</numerusform>
            <numerusform>после %n раундов</numerusform>
            <numerusform>после %n раундов</numerusform>
        </translation>
    </message>
    <message>
        <location line="-48"/>
        <source>starters alternate</source>
        <translation>начинающие чередуются</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the loser starts</source>
        <translation>начинает проигравший</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>last-four handicap</source>
        <translation>фора последней четвёрки</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no last-four handicap</source>
        <translation>без форы последней четвёрки</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>traditional refill</source>
        <translation>традиционное пополнение</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>to %1, winner of round %2</source>
        <translation>игроку %1, победителю раунда %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>to the capturer of the penultimate four, round %1 being drawn</source>
        <translation>игроку, взявшему предпоследнюю четвёрку, так как раунд %1 закончился вничью</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to the capturer of the penultimate four</source>
        <translation>игроку, взявшему предпоследнюю четвёрку</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the one round was played</source>
        <translation>единственный раунд сыгран</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 could not fill a single hole</source>
        <translation>%1 не смог заполнить ни одной лунки</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>South %1, North %2 %3; seeds %4-%5</source>
        <translation>Юг %1, Север %2 %3; семена %4-%5</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>in progress, in round %1</source>
        <translation>идёт раунд %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a drawn match, %1 and equal seeds (%2)</source>
        <translation>матч вничью, %1 при равном числе семян (%2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins the match, %2 (%3)</source>
        <translation>%1 выигрывает матч, %2 (%3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins the match on seeds, %2 with %3-%4 seeds (%5)</source>
        <translation>%1 выигрывает матч по семенам: %2, семена %3-%4 (%5)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 wins the match %2 (%3)</source>
        <translation>%1 выигрывает матч %2 (%3)</translation>
    </message>
</context>
<context>
    <name>hoyito::app::ReplayBar</name>
    <message>
        <location filename="../app/gui/game/replaybar.cpp" line="+110"/>
        <location line="+1"/>
        <source>Replay</source>
        <translation>Просмотр</translation>
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
        <translation>Начальная позиция</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back One Turn</source>
        <translation>На ход назад</translation>
    </message>
    <message>
        <location line="+227"/>
        <source>Play</source>
        <translation>Воспроизвести</translation>
    </message>
    <message>
        <location line="-226"/>
        <source>Forward One Turn</source>
        <translation>На ход вперёд</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last Position</source>
        <translation>Последняя позиция</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+99"/>
        <source>Turn %1 of %2</source>
        <extracomment>replay bar: the turn shown (or being shown), of all turns</extracomment>
        <translation>Ход %1 из %2</translation>
    </message>
    <message>
        <location line="-98"/>
        <location line="+190"/>
        <source>Play On From Here</source>
        <translation>Играть отсюда</translation>
    </message>
    <message>
        <location line="-189"/>
        <source>Play the game on, live, from the position shown</source>
        <translation>Продолжить игру с показанной позиции</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close Replay</source>
        <translation>Закрыть просмотр</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the game at its last position</source>
        <translation>Вернуться к игре, к её последней позиции</translation>
    </message>
    <message numerus="yes">
        <location line="+93"/>
        <source>Start (%n turn(s))</source>
        <extracomment>replay bar at the first position</extracomment>
        <translation>
            <numerusform>Начало (%n ход)</numerusform>
            <numerusform>Начало (%n хода)</numerusform>
            <numerusform>Начало (%n ходов)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Replay: the start of the game — %1</source>
        <extracomment>status line in replay mode at the first position</extracomment>
        <translation>Просмотр: начало игры — %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Replay, turn %1 of %2: %3</source>
        <extracomment>status line in replay mode: the turn shown and what it did</extracomment>
        <translation>Просмотр, ход %1 из %2: %3</translation>
    </message>
    <message numerus="yes">
        <location line="+75"/>
        <source>Play on from the start and drop all %n turn(s) of the game?</source>
        <extracomment>asked before &quot;Play On From Here&quot; drops the rest of the game</extracomment>
        <translation>
            <numerusform>Продолжить с начала и отбросить %n ход игры?</numerusform>
            <numerusform>Продолжить с начала и отбросить все %n хода игры?</numerusform>
            <numerusform>Продолжить с начала и отбросить все %n ходов игры?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Play on after turn %1 and drop the %n turn(s) after it?</source>
        <translation>
            <numerusform>Продолжить после хода %1 и отбросить %n следующий ход?</numerusform>
            <numerusform>Продолжить после хода %1 и отбросить %n следующих хода?</numerusform>
            <numerusform>Продолжить после хода %1 и отбросить %n следующих ходов?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Redo brings them back until you play a different move. A file the game was opened from keeps them until you save over it.</source>
        <translation>Команда «Вернуть ход» восстановит их, пока вы не сделаете другой ход. В файле, из которого открыта игра, они останутся, пока вы его не перезапишете.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play On</source>
        <translation>&amp;Продолжить</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
</context>
<context>
    <name>hoyito::app::ResultDialog</name>
    <message>
        <location filename="../app/gui/window/resultdialog.cpp" line="+18"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game Over</source>
        <translation>Игра окончена</translation>
    </message>
</context>
<context>
    <name>hoyito::app::RoundReplayDialog</name>
    <message>
        <location filename="../app/gui/match/roundreplaydialog.cpp" line="+214"/>
        <source>Round %1 — Replay</source>
        <extracomment>the title of a replayed round&apos;s window: &quot;Round 2 — Replay&quot;</extracomment>
        <translation>Раунд %1 — просмотр</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Review &amp;Round</source>
        <extracomment>the button of a replayed round&apos;s window that reviews every turn of the round</extracomment>
        <translation>Разобрать &amp;раунд</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <extracomment>the button that closes a replayed round&apos;s window (no accelerator: Alt+C is the review&apos;s Cancel)</extracomment>
        <translation>Закрыть</translation>
    </message>
</context>
<context>
    <name>hoyito::app::RoundSummaryDialog</name>
    <message>
        <location filename="../app/gui/match/matchdialogs.cpp" line="-47"/>
        <source>&amp;Next Round</source>
        <translation>Следующий &amp;раунд</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Round %1</source>
        <extracomment>the round summary&apos;s title: &quot;Round 2&quot;</extracomment>
        <translation>Раунд %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Match: %1</source>
        <extracomment>the match score in the round summary: &quot;Match: Ana 1 – Luis 1&quot;</extracomment>
        <translation>Матч: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Next Round &amp;Now</source>
        <extracomment>the round summary&apos;s button while the next round counts down to its start</extracomment>
        <translation>Следующий раунд &amp;сейчас</translation>
    </message>
</context>
<context>
    <name>hoyito::app::RulesText</name>
    <message>
        <location filename="../app/record/rulestext.cpp" line="+7"/>
        <source>South</source>
        <translation>Юг</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North</source>
        <translation>Север</translation>
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
        <translation>не окончена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last four</source>
        <translation>последняя четвёрка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the board emptied</source>
        <translation>доска опустела</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a position seen three times</source>
        <translation>позиция повторилась трижды</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>200 turns without a capture</source>
        <translation>200 ходов без взятия</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>neither player could move</source>
        <translation>ни один игрок не мог ходить</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a capture left only the last four seeds on the board</source>
        <translation>после взятия на доске остались только последние четыре семени</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last seeds on the board were captured</source>
        <translation>взяты последние семена на доске</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the same position came up a third time; each player takes the seeds in their row</source>
        <translation>одна и та же позиция возникла в третий раз; каждый игрок забирает семена из своего ряда</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>200 turns went by without a capture; each player takes the seeds in their row</source>
        <translation>прошло 200 ходов без взятия; каждый игрок забирает семена из своего ряда</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>neither player could move; each player takes the seeds in their row</source>
        <translation>ни один из игроков не мог сделать ход; каждый игрок забирает семена из своего ряда</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Game over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 wins!</source>
        <translation>%1 побеждает!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A draw</source>
        <translation>Ничья</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>You win by %n seed(s)!</source>
        <extracomment>the result for a person who played the computer; %n: their final seeds minus the computer&apos;s</extracomment>
        <translation>
            <numerusform>Вы выиграли с перевесом в %n семя!</numerusform>
            <numerusform>Вы выиграли с перевесом в %n семени!</numerusform>
            <numerusform>Вы выиграли с перевесом в %n семян!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>You lose by %n seed(s)</source>
        <extracomment>the result for a person who played the computer; %n: the computer&apos;s final seeds minus theirs</extracomment>
        <translation>
            <numerusform>Вы проиграли с отставанием в %n семя</numerusform>
            <numerusform>Вы проиграли с отставанием в %n семени</numerusform>
            <numerusform>Вы проиграли с отставанием в %n семян</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot move and passes</source>
        <translation>%1 не может ходить и пропускает ход</translation>
    </message>
</context>
<context>
    <name>hoyito::app::RulesWindow</name>
    <message>
        <location filename="../app/gui/window/ruleswindow.cpp" line="+99"/>
        <source>Rules of Hoyito</source>
        <translation>Правила Hoyito</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules of:</source>
        <translation>&amp;Правила игры:</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The rules text is missing from this build.</source>
        <translation>В этой сборке нет текста правил.</translation>
    </message>
</context>
<context>
    <name>hoyito::app::Scoreboard</name>
    <message>
        <location filename="../app/gui/match/scoreboard.cpp" line="+48"/>
        <location line="+97"/>
        <source>&amp;Next Round</source>
        <translation>Следующий &amp;раунд</translation>
    </message>
    <message>
        <location line="-96"/>
        <location line="+112"/>
        <source>&amp;Replay Round</source>
        <translation>Просмо&amp;треть раунд</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>Replay the selected round in a window of its own</source>
        <translation>Просмотреть выбранный раунд в отдельном окне</translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>&amp;Next Round (%n s)</source>
        <translation>
            <numerusform>Следующий &amp;раунд (%n с)</numerusform>
            <numerusform>Следующий &amp;раунд (%n с)</numerusform>
            <numerusform>Следующий &amp;раунд (%n с)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Seeds %1–%2</source>
        <extracomment>the scoreboard&apos;s heading of the seeds of each round, South&apos;s first: %1 and %2 the first letters of &quot;South&quot; and &quot;North&quot; (&quot;Seeds S–N&quot;)</extracomment>
        <translation>Семена %1–%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Start</source>
        <translation>Первый ход</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Winner</source>
        <translation>Победитель</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Last four</source>
        <translation>Последняя четвёрка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The seeds each player ended the round with: South – North</source>
        <translation>Семена каждого игрока в конце раунда: Юг – Север</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who took the last four seeds, and why</source>
        <translation>Кто получил последние четыре семени и почему</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No match</source>
        <translation>Матч не идёт</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Round %1 of %2 is over</source>
        <extracomment>scoreboard title between rounds: &quot;Round 2 of 5 is over&quot;</extracomment>
        <translation>Раунд %1 из %2 окончен</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1 is over</source>
        <translation>Раунд %1 окончен</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round %1 of %2</source>
        <extracomment>scoreboard title: &quot;Round 3 of 5&quot;</extracomment>
        <translation>Раунд %1 из %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1</source>
        <translation>Раунд %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rounds won; a drawn round counts ½ to each player</source>
        <translation>Выигранные раунды; ничья в раунде приносит каждому игроку по ½</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>draw</source>
        <translation>ничья</translation>
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
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>none</source>
        <extracomment>scoreboard: nobody took the last four (the round ended otherwise)</extracomment>
        <translation>никто</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>playing…</source>
        <translation>идёт…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>→ %1, %2</source>
        <extracomment>scoreboard, the round being played: the last four will go to this player</extracomment>
        <translation>→ %1 — %2</translation>
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
        <translation>Расширьте панель, чтобы видеть все столбцы.</translation>
    </message>
</context>
<context>
    <name>hoyito::app::SetupDialog</name>
    <message>
        <location filename="../app/gui/setup/setupdialog.cpp" line="+181"/>
        <source>Set Up Position</source>
        <translation>Расстановка позиции</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a hole for one seed more; right-click or Shift+click for one fewer; turn the mouse wheel over a hole; drag from one hole to another to move its seeds; Ctrl+click or middle-click closes a hole or opens it again. Keys: the arrows, + and -, x to close.</source>
        <translation>Щелчок по лунке добавляет одно семя; правый щелчок или Shift+щелчок убирает одно; можно также вращать колесо мыши над лункой; перетаскивание из одной лунки в другую переносит её семена; Ctrl+щелчок или щелчок средней кнопкой закрывает лунку или открывает её снова. Клавиши: стрелки, + и -, x — закрыть.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Board: 2 ×</source>
        <translation>&amp;Доска: 2 ×</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last four:</source>
        <translation>&amp;Последняя четвёрка:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To &amp;move:</source>
        <translation>&amp;Ходит:</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>%1&apos;s score:</source>
        <extracomment>the label of South&apos;s score, &quot;South&apos;s score:&quot;</extracomment>
        <translation>Счёт игрока %1:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Position:</source>
        <translation>По&amp;зиция:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The position as text: VARIANT:N:MOVER:HOLES:SOUTH_SCORE:NORTH_SCORE[:TAKER]</source>
        <translation>Позиция в виде текста: VARIANT:N:MOVER:HOLES:SOUTH_SCORE:NORTH_SCORE[:TAKER]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pas&amp;te</source>
        <translation>&amp;Вставить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Opening</source>
        <translation>&amp;Начальная позиция</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Empty Board</source>
        <translation>П&amp;устая доска</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play from &amp;Here…</source>
        <translation>Играть &amp;отсюда…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Analyse</source>
        <translation>&amp;Анализировать</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A game between two people from this position, with the engine&apos;s analysis on</source>
        <translation>Игра двух людей с этой позиции с включённым анализом компьютера</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the capturer</source>
        <translation>взявший предпоследнюю</translation>
    </message>
    <message numerus="yes">
        <location line="+66"/>
        <source>Ready to play: %1 to move, %n seed(s) on the board.</source>
        <extracomment>the editor&apos;s status line when the position can be played: &quot;South to move, 36 seeds on the board&quot;</extracomment>
        <translation>
            <numerusform>Можно играть: ходит %1, на доске %n семя.</numerusform>
            <numerusform>Можно играть: ходит %1, на доске %n семени.</numerusform>
            <numerusform>Можно играть: ходит %1, на доске %n семян.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This position cannot be played: %1.</source>
        <extracomment>the editor&apos;s status line: %1 says what is wrong with the position</extracomment>
        <translation>С этой позиции играть нельзя: %1.</translation>
    </message>
</context>
<context>
    <name>hoyito::app::StatusLine</name>
    <message>
        <location filename="../app/gui/game/statusline.cpp" line="+26"/>
        <source>%1 plays %2</source>
        <translation>%1 ходит %2</translation>
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
        <translation>Игра окончена: %1 %2 – %3 %4. %5</translation>
    </message>
</context>
<context>
    <name>hoyito::app::TableStatus</name>
    <message>
        <location filename="../app/gui/tables/tablestatus.cpp" line="+81"/>
        <source>&amp;Perfect Play…</source>
        <translation>&amp;Идеальная игра…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>From the endgame tables (Help &gt; Perfect Play): the seeds each player ends the game with when both play perfectly from the position shown</source>
        <translation>По таблицам окончаний (Справка &gt; Идеальная игра): сколько семян будет у каждого игрока в конце игры, если с показанной позиции оба играют идеально</translation>
    </message>
</context>
<context>
    <name>hoyito::app::TablesDialog</name>
    <message>
        <location filename="../app/gui/tables/tablesdialog.cpp" line="+219"/>
        <source>Perfect Play</source>
        <translation>Идеальная игра</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Endgame tables hold the outcome of every position with few seeds on the board, worked out to the end. With them the computer at level %1 (%2) and the hint play such endgames perfectly, and the status bar says what perfect play gives.</source>
        <extracomment>%1 and %2: the computer&apos;s strongest level, &quot;6&quot; and &quot;Master&quot;</extracomment>
        <translation>Таблицы окончаний хранят исход каждой позиции с небольшим числом семян на доске, просчитанный до самого конца. С ними компьютер уровня %1 (%2) и подсказка разыгрывают такие окончания идеально, а строка состояния показывает, к чему приводит идеальная игра.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On this computer</source>
        <translation>На этом компьютере</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Build</source>
        <translation>Построение</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>Seeds on %1, up to:</source>
        <extracomment>the label of the spin box of the seeds to build the tables up to, on one board: &quot;Seeds on 2 × 6, up to: [16]&quot;</extracomment>
        <translation>Доска %1, семян до:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <extracomment>the 2 × 12 spin box at 0: no tables for that board</extracomment>
        <translation>нет</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Cancel Build</source>
        <translation>&amp;Остановить построение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;lose</source>
        <translation>&amp;Закрыть</translation>
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
        <translation>Папка: %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&amp;Resume</source>
        <translation>&amp;Продолжить</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Build</source>
        <translation>&amp;Построить</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This window may be closed: the build goes on, and the status bar shows it.</source>
        <extracomment>shown while a build runs</extracomment>
        <translation>Это окно можно закрыть: построение продолжится, а ход его будет виден в строке состояния.</translation>
    </message>
</context>
<context>
    <name>hoyito::app::TrainerWindow</name>
    <message>
        <location filename="../app/gui/learn/trainerwindow.cpp" line="+685"/>
        <source>&amp;Board:</source>
        <extracomment>the puzzle trainer&apos;s choice of board</extracomment>
        <translation>Дос&amp;ка:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Theme:</source>
        <extracomment>the puzzle trainer&apos;s choice of theme</extracomment>
        <translation>&amp;Тема:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Mode:</source>
        <extracomment>the puzzle trainer&apos;s choice of mode: rated puzzles or a streak</extracomment>
        <translation>&amp;Режим:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rated</source>
        <extracomment>a mode of the puzzle trainer: each puzzle&apos;s first attempt changes the rating</extracomment>
        <translation>С рейтингом</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Streak</source>
        <extracomment>a mode of the puzzle trainer: harder and harder puzzles until the first mistake</extracomment>
        <translation>Серия</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Hint</source>
        <extracomment>a button of the puzzle trainer: ring the hole to play from</extracomment>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Retry</source>
        <extracomment>a button of the puzzle trainer: the puzzle again from its start</extracomment>
        <translation>&amp;Заново</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Analyse</source>
        <extracomment>a button of the puzzle trainer: open the puzzle&apos;s position in the main window&apos;s analysis</extracomment>
        <translation>&amp;Анализ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Next</source>
        <extracomment>a button of the puzzle trainer: the next puzzle</extracomment>
        <translation>&amp;Далее</translation>
    </message>
</context>
<context>
    <name>hoyito::app::TurnSkip</name>
    <message>
        <location filename="../app/gui/game/turnskip.cpp" line="+65"/>
        <source>S&amp;kip to My Turn</source>
        <extracomment>Players menu, and a button on the status bar while the computer plays turn after turn</extracomment>
        <translation>Пропустить до &amp;моего хода</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the computer&apos;s turns at once, up to your turn</source>
        <extracomment>tooltip of Skip to My Turn</extracomment>
        <translation>Показать ходы компьютера сразу, до вашего хода</translation>
    </message>
</context>
<context>
    <name>hoyito::app::ViewChoices</name>
    <message>
        <location filename="../app/gui/config/viewchoices.cpp" line="+173"/>
        <source>Animation &amp;Speed</source>
        <translation>&amp;Скорость анимации</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Slow</source>
        <translation>&amp;Медленно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Normal</source>
        <translation>&amp;Обычно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fast</source>
        <translation>&amp;Быстро</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Instant</source>
        <translation>Мгно&amp;венно</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Flip Board</source>
        <translation>Перевернуть &amp;доску</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Seed &amp;Counts</source>
        <translation>Показывать &amp;число семян</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show &amp;Move Preview</source>
        <extracomment>View menu: before a move is played, the board shows where the hole under the pointer would end and capture</extracomment>
        <translation>Показывать предпросмотр &amp;хода</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;ound</source>
        <extracomment>View menu: the submenu that turns the game&apos;s sounds on or off and sets their volume</extracomment>
        <translation>З&amp;вук</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play Sounds</source>
        <extracomment>View &gt; Sound: on, the game plays sounds as the seeds move (a check box)</extracomment>
        <translation>&amp;Воспроизводить звуки</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Quiet</source>
        <extracomment>View &gt; Sound: the sounds&apos; volume</extracomment>
        <translation>&amp;Тихо</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Medium</source>
        <extracomment>View &gt; Sound: the sounds&apos; volume</extracomment>
        <translation>&amp;Средне</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Loud</source>
        <extracomment>View &gt; Sound: the sounds&apos; volume</extracomment>
        <translation>&amp;Громко</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Board</source>
        <extracomment>View menu: how the board looks</extracomment>
        <translation>Д&amp;оска</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Wood</source>
        <extracomment>View &gt; Board: a board of carved wood</extracomment>
        <translation>&amp;Дерево</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Earth</source>
        <extracomment>View &gt; Board: holes dug in the earth</extracomment>
        <translation>&amp;Земля</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Chalk</source>
        <extracomment>View &gt; Board: holes drawn in chalk on concrete</extracomment>
        <translation>&amp;Мел</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;High Contrast</source>
        <extracomment>View &gt; Board: a board for low vision, near black with bright outlines</extracomment>
        <translation>&amp;Высокий контраст</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;System Default (%1)</source>
        <extracomment>the Language menu&apos;s first choice; %1 is the system&apos;s language in its own name, e.g. &quot;Español&quot;</extracomment>
        <translation>&amp;Как в системе (%1)</translation>
    </message>
</context>
</TS>
