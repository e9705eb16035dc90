// The game's sounds (board/soundcue.h, sound/soundplayer.h): real moves
// played on the window's board ask for the sounds of their trace, at the
// moment the animation reaches each event and in its order: a lift for each
// lap, the drops (all of them at Normal speed, a lap's first and last and
// every other one between at Fast), a capture, a chain, the extra turn, a
// pass, and the end: a person's win or loss against the computer, a neutral
// end between two people, a round's end in a match. Instant speed, replay
// stepped at Instant and a held animation ask for none. With the sounds off
// (View > Sound, Ctrl+M, kept in the settings) the player is asked nothing.
//
// The cues are observed, never the audio device: the tests run with a
// sound server that cannot be reached (initMain), as on CI or a headless
// machine, where the player plays nothing, makes no QSoundEffect and warns
// of nothing. Offscreen, settings in temporary files.

#include "windowutil.h"

#include "board/boardscene.h"
#include "config/settings.h"
#include "config/viewchoices.h"
#include "game/gamecontroller.h"
#include "sound/soundplayer.h"
#include "window/mainwindow.h"

#include "engineutil.h"

#include "hoyito/game.h"
#include "hoyito/notation.h"

#include <QAction>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QRandomGenerator>
#include <QSettings>
#include <QSignalSpy>
#include <QSoundEffect>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

#include <cmath>
#include <memory>

using namespace hoyito;
using namespace hoyito::app;
using namespace hoyito::test;

Q_DECLARE_METATYPE(hoyito::app::AnimationSpeed)
Q_DECLARE_METATYPE(hoyito::app::PlayerKind)

namespace {

// South's a wins the last four: 28-20 (20:20), 18-30 (10:30), 24-24 (16:24).
constexpr const char *kSouthWins = "II:6:S:1,3,0,0,0,0,0,0,0,0,0,4:20:20";
constexpr const char *kSouthLoses = "II:6:S:1,3,0,0,0,0,0,0,0,0,0,4:10:30";
constexpr const char *kDraw = "II:6:S:1,3,0,0,0,0,0,0,0,0,0,4:16:24";
// South cannot move and passes.
constexpr const char *kPassPosition = "II:6:S:0,0,0,0,0,0,1,0,2,0,0,3:20:22";

QString cueName(SoundCue cue)
{
    switch (cue) {
    case SoundCue::Drop: return QStringLiteral("drop");
    case SoundCue::Lift: return QStringLiteral("lift");
    case SoundCue::Capture: return QStringLiteral("capture");
    case SoundCue::Chain: return QStringLiteral("chain");
    case SoundCue::ExtraTurn: return QStringLiteral("extra-turn");
    case SoundCue::Pass: return QStringLiteral("pass");
    case SoundCue::Win: return QStringLiteral("win");
    case SoundCue::Loss: return QStringLiteral("loss");
    case SoundCue::GameEnd: return QStringLiteral("game-end");
    case SoundCue::RoundEnd: return QStringLiteral("round-end");
    }
    return QStringLiteral("?");
}

// The cues of a spy on BoardScene::soundCue or SoundPlayer::playing.
QStringList cuesOf(const QSignalSpy &spy)
{
    QStringList names;
    for (const QList<QVariant> &args : spy)
        names.append(cueName(args.at(0).value<SoundCue>()));
    return names;
}

// The cues a turn asks for, written again from its trace by what the
// sounds promise (board/soundcue.h): a lift for the pickup and each relay;
// at Normal speed every drop, at Fast a lap's first and last drop and every
// other one between (the turns here sow few seeds); the captures; the extra
// turn, the pass; `end` for the game's end.
QStringList expectedCues(const TurnRecord &record, AnimationSpeed speed, const QString &end = QString())
{
    QStringList cues;
    const Trace &trace = record.trace;
    int inLap = 0; // drops of the lap so far
    for (std::size_t i = 0; i < trace.size(); ++i) {
        switch (trace[i].kind) {
        case EventKind::Lift:
        case EventKind::Relay:
            cues.append(QStringLiteral("lift"));
            inLap = 0;
            break;
        case EventKind::Drop: {
            const bool last = i + 1 == trace.size() || trace[i + 1].kind != EventKind::Drop;
            if (speed != AnimationSpeed::Fast || inLap % 2 == 0 || last)
                cues.append(QStringLiteral("drop"));
            ++inLap;
            break;
        }
        case EventKind::Capture:
        case EventKind::EnPassantCapture:
        case EventKind::LastFour: cues.append(QStringLiteral("capture")); break;
        case EventKind::ChainCapture: cues.append(QStringLiteral("chain")); break;
        case EventKind::ExtraTurn: cues.append(QStringLiteral("extra-turn")); break;
        case EventKind::Pass: cues.append(QStringLiteral("pass")); break;
        case EventKind::GameEnd: cues.append(end); break;
        }
    }
    return speed == AnimationSpeed::Instant ? QStringList() : cues;
}

int holeOf(const Position &pos, const char *letter)
{
    const MoveCheck check = readMove(pos, letter);
    return check.ok() ? check.move.hole : -1;
}

// A WAV file's format and samples (16-bit PCM only).
struct Wav {
    int channels = 0;
    int rate = 0;
    int bits = 0;
    QList<qint16> samples;
};

std::optional<Wav> readWav(const QByteArray &bytes)
{
    if (bytes.size() < 44 || !bytes.startsWith("RIFF") || bytes.mid(8, 4) != "WAVE")
        return std::nullopt;
    Wav wav;
    qsizetype at = 12;
    while (at + 8 <= bytes.size()) {
        const QByteArray id = bytes.mid(at, 4);
        const auto size = qsizetype(qFromLittleEndian<quint32>(bytes.constData() + at + 4));
        const char *data = bytes.constData() + at + 8;
        if (at + 8 + size > bytes.size())
            return std::nullopt;
        if (id == "fmt ") {
            if (qFromLittleEndian<quint16>(data) != 1) // PCM
                return std::nullopt;
            wav.channels = qFromLittleEndian<quint16>(data + 2);
            wav.rate = int(qFromLittleEndian<quint32>(data + 4));
            wav.bits = qFromLittleEndian<quint16>(data + 14);
        } else if (id == "data") {
            for (qsizetype i = 0; i + 1 < size; i += 2)
                wav.samples.append(qFromLittleEndian<qint16>(data + i));
        }
        at += 8 + size + (size & 1);
    }
    return wav;
}

} // namespace

class TstSound : public QObject {
    Q_OBJECT

public:
    // Before the application: no sound server can be reached, whatever the
    // machine has, as on CI.
    static void initMain() { qputenv("PULSE_SERVER", "unix:/nonexistent/hoyito-tst-sound"); }

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void relayMoveSoundsItsLaps_data();
    void relayMoveSoundsItsLaps();
    void chainCaptureAndExtraTurn_data();
    void chainCaptureAndExtraTurn();
    void passIsHeard();
    void endOfTheGame_data();
    void endOfTheGame();
    void roundEndInAMatch();
    void replaySoundsAsItsSpeed();
    void heldAnimationAsksNothing();
    void soundOffAsksThePlayerNothing();
    void menuShortcutAndSettings();
    void noAudioDeviceIsNoError();
    void soundsAreShortQuietAndOurs();

private:
    void startAt(const char *text, AnimationSpeed speed, PlayerKind north = PlayerKind::Human);
    void playAndWait(int hole);

    QTemporaryDir m_dir;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<MainWindow> m_window;
    int m_settingsFiles = 0;
};

void TstSound::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void TstSound::init()
{
    QTest::failOnWarning(QRegularExpression(QStringLiteral("disagree")));
    m_settings = instantSettings(m_dir.filePath(QStringLiteral("settings%1.ini").arg(++m_settingsFiles)));
    m_settings->setPlaySounds(true); // as a player's are at first
    m_window = createWindow(*m_settings);
    QVERIFY(showWindow(*m_window));
}

void TstSound::cleanup()
{
    m_window.reset();
    m_settings.reset();
}

void TstSound::startAt(const char *text, AnimationSpeed speed, PlayerKind north)
{
    m_window->setAnimationSpeed(speed);
    GameSetup setup;
    if (text)
        setup.start = positionFromText(text);
    if (north == PlayerKind::Computer)
        setup.player(Player::North) = PlayerInfo::computer(QString(), 1);
    m_window->startGame(setup);
    QVERIFY(waitForRest(*m_window->controller()));
}

void TstSound::playAndWait(int hole)
{
    GameController *c = m_window->controller();
    const int turns = c->turnCount();
    clickHole(*m_window, hole);
    QCOMPARE(c->turnCount(), turns + 1);
    QVERIFY(waitForRest(*c, 60000));
}

void TstSound::relayMoveSoundsItsLaps_data()
{
    QTest::addColumn<AnimationSpeed>("speed");
    QTest::addColumn<int>("drops"); // the drops heard of the 26 sown
    // a: five laps of 4, 5, 5, 6 and 6 drops.
    QTest::newRow("normal") << AnimationSpeed::Normal << 26;
    QTest::newRow("fast") << AnimationSpeed::Fast << 3 + 3 + 3 + 4 + 4;
    QTest::newRow("instant") << AnimationSpeed::Instant << 0;
}

void TstSound::relayMoveSoundsItsLaps()
{
    QFETCH(AnimationSpeed, speed);
    QFETCH(int, drops);
    startAt(nullptr, speed);
    GameController *c = m_window->controller();
    QSignalSpy cues(m_window->scene(), &BoardScene::soundCue);
    QSignalSpy played(m_window->soundPlayer(), &SoundPlayer::playing);
    playAndWait(holeOf(c->position(), "a"));
    const TurnRecord &record = c->history().back();
    QCOMPARE(record.summary.laps, 5);
    QCOMPARE(cuesOf(cues), expectedCues(record, speed));
    QCOMPARE(cuesOf(cues).count(QStringLiteral("drop")), drops);
    QCOMPARE(cuesOf(cues).count(QStringLiteral("lift")), speed == AnimationSpeed::Instant ? 0 : 5);
    // The player was asked for every one, the drops in their four pitches
    // in turn (so a long relay does not drone).
    QCOMPARE(cuesOf(played), cuesOf(cues));
    QList<QUrl> dropSources;
    for (const QList<QVariant> &args : std::as_const(played))
        if (args.at(0).value<SoundCue>() == SoundCue::Drop)
            dropSources.append(args.at(1).toUrl());
    const QList<QUrl> pitches = SoundPlayer::sources(SoundCue::Drop);
    QCOMPARE(pitches.size(), 4);
    for (int i = 0; i < dropSources.size(); ++i)
        QCOMPARE(dropSources[i], pitches[i % 4]);
}

void TstSound::chainCaptureAndExtraTurn_data()
{
    QTest::addColumn<AnimationSpeed>("speed");
    QTest::newRow("normal") << AnimationSpeed::Normal;
    QTest::newRow("fast") << AnimationSpeed::Fast;
    QTest::newRow("instant") << AnimationSpeed::Instant;
}

void TstSound::chainCaptureAndExtraTurn()
{
    QFETCH(AnimationSpeed, speed);
    // South's f relays twice and captures E and D, a chain, and plays again.
    startAt(kChainPosition, speed);
    GameController *c = m_window->controller();
    QSignalSpy cues(m_window->scene(), &BoardScene::soundCue);
    playAndWait(holeOf(c->position(), "f"));
    const TurnRecord &record = c->history().back();
    QCOMPARE(countEvents(record.trace, EventKind::ChainCapture), 1);
    QCOMPARE(cuesOf(cues), expectedCues(record, speed));
    if (speed != AnimationSpeed::Instant)
        QCOMPARE(cuesOf(cues).mid(cues.size() - 3),
                 QStringList({QStringLiteral("capture"), QStringLiteral("chain"), QStringLiteral("extra-turn")}));
}

void TstSound::passIsHeard()
{
    QSignalSpy cues(m_window->scene(), &BoardScene::soundCue);
    startAt(kPassPosition, AnimationSpeed::Normal);
    GameController *c = m_window->controller();
    QCOMPARE(c->turnCount(), 1);
    QVERIFY(c->game().moves().front().isPass());
    QCOMPARE(cuesOf(cues), QStringList{QStringLiteral("pass")});
}

void TstSound::endOfTheGame_data()
{
    QTest::addColumn<QString>("position");
    QTest::addColumn<PlayerKind>("north");
    QTest::addColumn<QString>("end");
    QTest::newRow("a person beats the computer")
        << QString::fromLatin1(kSouthWins) << PlayerKind::Computer << QStringLiteral("win");
    QTest::newRow("the computer beats a person")
        << QString::fromLatin1(kSouthLoses) << PlayerKind::Computer << QStringLiteral("loss");
    QTest::newRow("a draw with the computer")
        << QString::fromLatin1(kDraw) << PlayerKind::Computer << QStringLiteral("game-end");
    QTest::newRow("two people") << QString::fromLatin1(kSouthWins) << PlayerKind::Human << QStringLiteral("game-end");
}

void TstSound::endOfTheGame()
{
    QFETCH(QString, position);
    QFETCH(PlayerKind, north);
    QFETCH(QString, end);
    startAt(position.toLatin1().constData(), AnimationSpeed::Normal, north);
    GameController *c = m_window->controller();
    QSignalSpy cues(m_window->scene(), &BoardScene::soundCue);
    QSignalSpy played(m_window->soundPlayer(), &SoundPlayer::playing);
    playAndWait(holeOf(c->position(), "a"));
    QVERIFY(c->position().isOver());
    const QStringList expected = expectedCues(c->history().back(), AnimationSpeed::Normal, end);
    // Lift, drop, the four of b, the last four, the end.
    QCOMPARE(expected.size(), 5);
    QCOMPARE(cuesOf(cues), expected);
    QCOMPARE(cuesOf(played), expected);
    QCOMPARE(played.last().at(1).toUrl(), QUrl(QStringLiteral("qrc:/sounds/%1.wav").arg(end)));
}

void TstSound::roundEndInAMatch()
{
    // A match of two rounds between two people, played at random at Instant
    // speed until a move can end the round; that one at Normal speed.
    GameSetup setup;
    setup.match = MatchOptions{};
    setup.match->lengthCount = 2;
    m_window->startGame(setup);
    GameController *c = m_window->controller();
    QVERIFY(waitForRest(*c));
    QRandomGenerator rng(33);
    int ending = -1;
    for (int turn = 0; turn < 600 && ending < 0; ++turn) {
        const QList<int> playable = m_window->scene()->playableHoles();
        QVERIFY2(!playable.isEmpty(), "a turn without playable holes");
        for (int hole : playable) {
            Game copy = c->game();
            copy.play(Move::at(hole));
            if (copy.isOver())
                ending = hole;
        }
        if (ending < 0)
            playAndWait(playable.at(int(rng.bounded(int(playable.size())))));
    }
    QVERIFY(ending >= 0);
    QCOMPARE(m_window->scene()->roundNumber(), 1);
    m_window->setAnimationSpeed(AnimationSpeed::Normal);
    QSignalSpy cues(m_window->scene(), &BoardScene::soundCue);
    playAndWait(ending);
    QCOMPARE(cuesOf(cues), expectedCues(c->history().back(), AnimationSpeed::Normal, QStringLiteral("round-end")));
}

void TstSound::replaySoundsAsItsSpeed()
{
    // Stepping through a replay animates each turn as it was played: heard
    // at Normal speed, silent at Instant.
    startAt(kChainPosition, AnimationSpeed::Instant);
    GameController *c = m_window->controller();
    playAndWait(holeOf(c->position(), "f"));
    const TurnRecord record = c->history().back();
    QSignalSpy cues(m_window->scene(), &BoardScene::soundCue);
    c->replayTo(0);
    QVERIFY(c->isReplaying());
    QVERIFY(c->replayForward());
    QVERIFY(waitForRest(*c));
    QCOMPARE(c->replayTurn(), 1);
    QCOMPARE(cuesOf(cues), QStringList());
    c->replayBack();
    m_window->setAnimationSpeed(AnimationSpeed::Normal);
    QVERIFY(c->replayForward());
    QVERIFY(waitForRest(*c, 60000));
    QCOMPARE(c->replayTurn(), 1);
    QCOMPARE(cuesOf(cues), expectedCues(record, AnimationSpeed::Normal));
}

void TstSound::heldAnimationAsksNothing()
{
    // A turn held and moved by hand (the screenshots) is no turn watched:
    // only what it plays once let go is heard.
    startAt(nullptr, AnimationSpeed::Normal);
    GameController *c = m_window->controller();
    BoardScene *scene = m_window->scene();
    QSignalSpy cues(scene, &BoardScene::soundCue);
    clickHole(*m_window, holeOf(c->position(), "a"));
    QVERIFY(scene->isAnimating());
    // No event was delivered since the click: the animation is at its start.
    scene->holdAnimationAt(0);
    const qsizetype atStart = cues.size();
    QVERIFY(atStart <= 1); // the lift, if the start reached it
    scene->holdAnimationAt(scene->animationDuration() / 2);
    QCOMPARE(cues.size(), atStart);
    scene->resumeAnimation();
    QVERIFY(waitForRest(*c, 60000));
    QVERIFY(cues.size() > atStart);
    QVERIFY(cues.size() < expectedCues(c->history().back(), AnimationSpeed::Normal).size());
}

void TstSound::soundOffAsksThePlayerNothing()
{
    QAction *sound = m_window->findChild<QAction *>(QStringLiteral("actionPlaySounds"));
    QVERIFY(sound);
    QVERIFY(sound->isChecked());
    QVERIFY(m_window->soundPlayer()->isEnabled());
    sound->trigger();
    QVERIFY(!m_window->soundPlayer()->isEnabled());
    startAt(kChainPosition, AnimationSpeed::Normal);
    GameController *c = m_window->controller();
    QSignalSpy cues(m_window->scene(), &BoardScene::soundCue);
    QSignalSpy played(m_window->soundPlayer(), &SoundPlayer::playing);
    playAndWait(holeOf(c->position(), "f"));
    // The board asks as ever; the player, off, plays nothing.
    QVERIFY(!cues.isEmpty());
    QCOMPARE(played.size(), 0);
    QVERIFY(m_window->soundPlayer()->findChildren<QSoundEffect *>().isEmpty());
}

void TstSound::menuShortcutAndSettings()
{
    // View > Sound: Play Sounds and the volumes, under one submenu.
    QMenu *view = nullptr;
    for (QAction *action : m_window->menuBar()->actions())
        if (action->menu() &&
            action->menu()->actions().contains(m_window->findChild<QMenu *>(QStringLiteral("menuSound"))->menuAction()))
            view = action->menu();
    QVERIFY(view);
    QMenu *menu = m_window->findChild<QMenu *>(QStringLiteral("menuSound"));
    QCOMPARE(menu->title(), QStringLiteral("S&ound"));
    QAction *sound = m_window->findChild<QAction *>(QStringLiteral("actionPlaySounds"));
    QCOMPARE(sound->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_M));
    QVERIFY(menu->actions().contains(sound));
    QAction *quiet = m_window->findChild<QAction *>(QStringLiteral("volumeQuiet"));
    QAction *medium = m_window->findChild<QAction *>(QStringLiteral("volumeMedium"));
    QAction *loud = m_window->findChild<QAction *>(QStringLiteral("volumeLoud"));
    QVERIFY(quiet && medium && loud);
    QVERIFY(medium->isChecked() && !quiet->isChecked() && !loud->isChecked());
    QCOMPARE(m_window->soundPlayer()->volume(), Settings::kDefaultSoundVolume);

    // Ctrl+M mutes and unmutes, and the settings keep it.
    QTest::keyClick(m_window.get(), Qt::Key_M, Qt::ControlModifier);
    QVERIFY(!sound->isChecked());
    QVERIFY(!m_window->soundPlayer()->isEnabled());
    QVERIFY(!m_settings->playSounds());
    QTest::keyClick(m_window.get(), Qt::Key_M, Qt::ControlModifier);
    QVERIFY(sound->isChecked());
    QVERIFY(m_window->soundPlayer()->isEnabled());
    QVERIFY(m_settings->playSounds());

    quiet->trigger();
    QVERIFY(quiet->isChecked() && !medium->isChecked());
    QCOMPARE(m_window->soundPlayer()->volume(), 25);
    QCOMPARE(m_settings->soundVolume(), 25);
    loud->trigger();
    QCOMPARE(m_window->soundPlayer()->volume(), 100);
    sound->trigger();

    // A new window over the same settings starts as they were left.
    m_window.reset();
    m_window = createWindow(*m_settings);
    QVERIFY(!m_window->soundPlayer()->isEnabled());
    QCOMPARE(m_window->soundPlayer()->volume(), 100);
    QVERIFY(!m_window->findChild<QAction *>(QStringLiteral("actionPlaySounds"))->isChecked());
    QVERIFY(m_window->findChild<QAction *>(QStringLiteral("volumeLoud"))->isChecked());

    // A kept volume that is no choice checks the nearest; nonsense is reset.
    m_settings->setSoundVolume(70);
    m_window.reset();
    m_window = createWindow(*m_settings);
    QVERIFY(m_window->findChild<QAction *>(QStringLiteral("volumeMedium"))->isChecked());
    m_window.reset();
    QSettings raw(m_settings->fileName(), QSettings::IniFormat);
    raw.setValue(QLatin1String(Settings::kSoundVolume), QStringLiteral("loud"));
    raw.setValue(QLatin1String(Settings::kPlaySounds), QStringLiteral("maybe"));
    raw.sync();
    Settings reread(m_settings->fileName());
    const QStringList reset = reread.resetInvalidValues();
    QVERIFY(reset.contains(QLatin1String(Settings::kSoundVolume)));
    QVERIFY(reset.contains(QLatin1String(Settings::kPlaySounds)));
    QVERIFY(reread.playSounds());
    QCOMPARE(reread.soundVolume(), Settings::kDefaultSoundVolume);
}

namespace {
QStringList g_messages;
void collect(QtMsgType, const QMessageLogContext &context, const QString &message)
{
    g_messages.append(QStringLiteral("[%1] %2").arg(QLatin1String(context.category), message));
}
} // namespace

void TstSound::noAudioDeviceIsNoError()
{
    // No sound server (initMain): every sound is asked for and "played" at
    // once, no QSoundEffect is made (each would warn "No audio device
    // detected"), and nothing but Qt's one line about the server it could
    // not reach is logged.
    g_messages.clear();
    const QtMessageHandler previous = qInstallMessageHandler(collect);
    SoundPlayer player;
    QSignalSpy played(&player, &SoundPlayer::playing);
    const QList<SoundCue> all = {SoundCue::Drop,      SoundCue::Lift,    SoundCue::Capture, SoundCue::Chain,
                                 SoundCue::ExtraTurn, SoundCue::Pass,    SoundCue::Win,     SoundCue::Loss,
                                 SoundCue::GameEnd,   SoundCue::RoundEnd};
    for (int round = 0; round < 3; ++round)
        for (SoundCue cue : all)
            player.play(cue);
    qInstallMessageHandler(previous);
    QCOMPARE(played.size(), 3 * all.size());
    QVERIFY(!player.hasOutput());
    QVERIFY(player.findChildren<QSoundEffect *>().isEmpty());
    for (const QString &message : std::as_const(g_messages))
        QVERIFY2(message.contains(QLatin1String("PulseAudioService")) ||
                     message.startsWith(QLatin1String("[hoyito.sound]")),
                 qPrintable(message));
}

void TstSound::soundsAreShortQuietAndOurs()
{
    // Every sound the player may take: built in, 16-bit mono PCM, short,
    // quiet (about -12 dBFS at most), as resources/sounds/README.md says.
    const QList<SoundCue> all = {SoundCue::Drop,      SoundCue::Lift,    SoundCue::Capture, SoundCue::Chain,
                                 SoundCue::ExtraTurn, SoundCue::Pass,    SoundCue::Win,     SoundCue::Loss,
                                 SoundCue::GameEnd,   SoundCue::RoundEnd};
    for (SoundCue cue : all) {
        const QList<QUrl> sources = SoundPlayer::sources(cue);
        QVERIFY(!sources.isEmpty());
        for (const QUrl &source : sources) {
            QFile file(QLatin1Char(':') + source.path());
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(source.toString()));
            const std::optional<Wav> wav = readWav(file.readAll());
            QVERIFY2(wav, qPrintable(source.toString()));
            QCOMPARE(wav->channels, 1);
            QCOMPARE(wav->bits, 16);
            QVERIFY(wav->rate >= 22050);
            const double seconds = double(wav->samples.size()) / wav->rate;
            const bool ending =
                cue == SoundCue::Win || cue == SoundCue::Loss || cue == SoundCue::GameEnd || cue == SoundCue::RoundEnd;
            QVERIFY2(seconds > 0.05 && seconds < (ending ? 1.5 : 0.4),
                     qPrintable(QStringLiteral("%1: %2 s").arg(source.toString()).arg(seconds)));
            int peak = 0;
            for (qint16 sample : wav->samples)
                peak = std::max(peak, std::abs(int(sample)));
            const double peakDb = 20 * std::log10(peak / 32767.0);
            QVERIFY2(peakDb <= -11.5 && peakDb > -30,
                     qPrintable(QStringLiteral("%1 peaks at %2 dBFS").arg(source.toString()).arg(peakDb)));
        }
    }
}

QTEST_MAIN(TstSound)
#include "tst_sound.moc"
