// Board themes: View > Board keeps the choice and applies it at once to the
// main window's board and to every other board open (a lesson's, the
// trainer's); each theme draws a board of its own; on the high-contrast
// board the two sides differ by more than colour; the counts read on every
// board (a WCAG contrast of at least 4.5:1).

#include "windowutil.h"

#include "board/boarditems.h"
#include "board/boardscene.h"
#include "board/boardtheme.h"
#include "board/boardview.h"
#include "board/palette.h"
#include "config/settings.h"
#include "game/gametext.h"
#include "learn/lessonwindow.h"
#include "learn/puzzleset.h"
#include "learn/trainerwindow.h"
#include "window/mainwindow.h"

#include "hoyito/game.h"

#include <QAction>
#include <QImage>
#include <QMenu>
#include <QPainter>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace hoyito;
using namespace hoyito::app;

namespace {

QAction *themeAction(QWidget &window, BoardTheme::Id theme)
{
    return window.findChild<QAction *>(QStringLiteral("board_%1").arg(BoardTheme::key(theme)));
}

// The board as the view shows it, `size` pixels.
QImage boardPicture(BoardTheme::Id theme, const Rules &rules, QSize size)
{
    BoardScene scene;
    scene.setTheme(theme);
    scene.setSpeed(AnimationSpeed::Instant);
    scene.setRules(rules);
    Position pos = Position::initial(rules);
    pos.scores = {7, 11};
    scene.showPosition(pos);
    BoardView view(&scene);
    view.setAttribute(Qt::WA_DontShowOnScreen);
    view.resize(size);
    view.show();
    view.fitScene();
    return view.grab().toImage().convertToFormat(QImage::Format_RGB32);
}

// The share of pixels that differ between two pictures of one size.
double difference(const QImage &a, const QImage &b)
{
    if (a.size() != b.size())
        return 1;
    qint64 differ = 0;
    for (int y = 0; y < a.height(); ++y) {
        const auto *la = reinterpret_cast<const QRgb *>(a.constScanLine(y));
        const auto *lb = reinterpret_cast<const QRgb *>(b.constScanLine(y));
        for (int x = 0; x < a.width(); ++x)
            differ += la[x] != lb[x];
    }
    return double(differ) / (qint64(a.width()) * a.height());
}

QString name(BoardTheme::Id theme)
{
    return BoardTheme::key(theme);
}

} // namespace

class TstThemes : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void theChoiceIsKeptAndAppliedToEveryBoard();
    void aBadValueInTheSettingsIsTheWood();
    void eachThemeDrawsABoardOfItsOwn();
    void highContrastSidesDifferByMoreThanColour();
    void countsReadOnEveryTheme();
    void theSidePanelFollowsTheSideColours();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Settings> m_settings;
};

void TstThemes::initTestCase()
{
    GameText::installEnglishPlurals(); // as the program does
}

void TstThemes::init()
{
    QVERIFY(m_dir.isValid());
    m_settings.reset();
    QFile::remove(m_dir.filePath(QStringLiteral("themes.ini")));
    m_settings = test::instantSettings(m_dir.filePath(QStringLiteral("themes.ini")));
}

void TstThemes::cleanup()
{
    BoardTheme::setCurrent(BoardTheme::Id::Wood);
}

void TstThemes::theChoiceIsKeptAndAppliedToEveryBoard()
{
    auto window = test::createWindow(*m_settings);
    QVERIFY(test::showWindow(*window));
    QCOMPARE(window->scene()->theme().id, BoardTheme::Id::Wood);
    QVERIFY(themeAction(*window, BoardTheme::Id::Wood)->isChecked());
    for (BoardTheme::Id theme : BoardTheme::kAll)
        QVERIFY2(themeAction(*window, theme), qPrintable(name(theme)));

    // A lesson and the trainer open beside the game.
    LessonWindow lessons(*m_settings);
    QVERIFY(test::showWindow(lessons, test::Focus::Exposed));
    TrainerWindow trainer(*m_settings, PuzzleSet::fromFile(QStringLiteral(HOYITO_TEST_DATA "/trainer_puzzles.jsonl")));
    QVERIFY(test::showWindow(trainer, test::Focus::Exposed));
    QCOMPARE(lessons.scene()->theme().id, BoardTheme::Id::Wood);

    for (BoardTheme::Id theme : {BoardTheme::Id::Earth, BoardTheme::Id::Chalk, BoardTheme::Id::HighContrast}) {
        themeAction(*window, theme)->trigger();
        QVERIFY(themeAction(*window, theme)->isChecked());
        QCOMPARE(m_settings->boardTheme(), theme);
        QCOMPARE(window->scene()->theme().id, theme);
        QCOMPARE(lessons.scene()->theme().id, theme);
        QCOMPARE(trainer.scene()->theme().id, theme);
        QCOMPARE(playerColor(Player::North), BoardTheme::make(theme).side[1]);
    }

    // Kept: the next window (the next start) shows it, its item checked.
    window.reset();
    BoardTheme::setCurrent(BoardTheme::Id::Wood);
    auto again = test::createWindow(*m_settings);
    QCOMPARE(again->scene()->theme().id, BoardTheme::Id::HighContrast);
    QVERIFY(themeAction(*again, BoardTheme::Id::HighContrast)->isChecked());
    QVERIFY(!themeAction(*again, BoardTheme::Id::Wood)->isChecked());
}

void TstThemes::aBadValueInTheSettingsIsTheWood()
{
    m_settings->setBoardTheme(BoardTheme::Id::Chalk);
    QCOMPARE(m_settings->boardTheme(), BoardTheme::Id::Chalk);
    m_settings->sync();
    {
        QSettings raw(m_settings->fileName(), QSettings::IniFormat);
        raw.setValue(QString::fromLatin1(Settings::kBoardTheme), QStringLiteral("velvet"));
    }
    m_settings = test::instantSettings(m_dir.filePath(QStringLiteral("themes.ini")));
    QCOMPARE(m_settings->boardTheme(), BoardTheme::Id::Wood);
    QVERIFY(m_settings->resetInvalidValues().contains(QString::fromLatin1(Settings::kBoardTheme)));
}

void TstThemes::eachThemeDrawsABoardOfItsOwn()
{
    for (int holes : {6, 12}) {
        Rules rules;
        rules.holesPerRow = holes;
        std::vector<QImage> pictures;
        for (BoardTheme::Id theme : BoardTheme::kAll)
            pictures.push_back(boardPicture(theme, rules, QSize(800, 420)));
        for (std::size_t i = 0; i < pictures.size(); ++i) {
            QVERIFY(!pictures[i].isNull());
            for (std::size_t j = i + 1; j < pictures.size(); ++j) {
                // Most of the picture: table, board and holes all differ.
                const double share = difference(pictures[i], pictures[j]);
                QVERIFY2(share > 0.5, qPrintable(QStringLiteral("2×%1: %2 and %3 differ in %4 of the pixels")
                                                     .arg(holes)
                                                     .arg(name(BoardTheme::kAll[i]), name(BoardTheme::kAll[j]))
                                                     .arg(share)));
            }
        }
    }
}

void TstThemes::highContrastSidesDifferByMoreThanColour()
{
    const BoardTheme theme = BoardTheme::make(BoardTheme::Id::HighContrast);
    // Okabe and Ito's colours, safe for colour blindness.
    const QList<QColor> okabeIto{QColor(0xe6, 0x9f, 0x00), QColor(0x56, 0xb4, 0xe9), QColor(0x00, 0x9e, 0x73),
                                 QColor(0xf0, 0xe4, 0x42), QColor(0x00, 0x72, 0xb2), QColor(0xd5, 0x5e, 0x00),
                                 QColor(0xcc, 0x79, 0xa7), QColor(0x00, 0x00, 0x00)};
    QVERIFY(okabeIto.contains(theme.side[0]));
    QVERIFY(okabeIto.contains(theme.side[1]));
    QVERIFY(theme.side[0] != theme.side[1]);
    // The holes' rims, the rings and outlines, and the marks differ in shape.
    const QPen south = theme.rimPen(Player::South);
    const QPen north = theme.rimPen(Player::North);
    QCOMPARE(south.style(), Qt::SolidLine);
    QVERIFY(north.style() != Qt::SolidLine && north.style() != Qt::NoPen);
    QVERIFY(theme.sideLine[0] != theme.sideLine[1]);
    QVERIFY(theme.mark[0] != theme.mark[1]);
    // And both sides stand out from the near black ground.
    for (const QColor &side : theme.side)
        QVERIFY(contrastRatio(side, theme.board[1]) >= 7);

    // Drawn so: an empty South hole and an empty North hole are not one
    // picture in two colours.
    BoardScene scene;
    scene.setTheme(BoardTheme::Id::HighContrast);
    Rules rules;
    Position pos = Position::initial(rules);
    pos.seeds[0] = 0;
    pos.seeds[rules.holesPerRow] = 0;
    scene.showPosition(pos);
    const auto rim = [&scene](int hole) {
        const QRectF r = scene.holeItem(hole)->sceneBoundingRect();
        QImage image(r.size().toSize(), QImage::Format_RGB32);
        image.fill(Qt::black);
        QPainter painter(&image);
        scene.render(&painter, QRectF(QPointF(0, 0), r.size()), r);
        painter.end();
        // Its pixels in any bright colour, as a mask.
        QImage mask(image.size(), QImage::Format_Grayscale8);
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                mask.setPixel(x, y, qGray(image.pixel(x, y)) > 90 || qBlue(image.pixel(x, y)) > 140 ? 255 : 0);
        return mask;
    };
    QVERIFY(difference(rim(0).convertToFormat(QImage::Format_RGB32),
                       rim(rules.holesPerRow).convertToFormat(QImage::Format_RGB32)) > 0.01);
}

void TstThemes::countsReadOnEveryTheme()
{
    for (BoardTheme::Id id : BoardTheme::kAll) {
        const BoardTheme theme = BoardTheme::make(id);
        // A hole's count on its plate, the plate on the board.
        const QColor plate = blend(theme.countPlate, theme.board[1]);
        for (const QColor &ink : {theme.countInk, theme.countZeroInk}) {
            const qreal ratio = contrastRatio(ink, plate);
            QVERIFY2(
                ratio >= 4.5,
                qPrintable(
                    QStringLiteral("%1: counts %2 on %3 at %4:1").arg(name(id), ink.name(), plate.name()).arg(ratio)));
        }
        // A pile's count, in the side's colour on its plate on the tray.
        QVERIFY(theme.trayCountPlate.alpha() > 0);
        const QColor trayPlate = blend(theme.trayCountPlate, theme.tray[0]);
        for (const QColor &ink : theme.pileInk) {
            const qreal ratio = contrastRatio(ink, trayPlate);
            QVERIFY2(ratio >= 4.5, qPrintable(QStringLiteral("%1: pile count %2 on %3 at %4:1")
                                                  .arg(name(id), ink.name(), trayPlate.name())
                                                  .arg(ratio)));
        }
    }
    // The ratio itself, as WCAG defines it.
    QCOMPARE(qRound(contrastRatio(Qt::white, Qt::black)), 21);
    QCOMPARE(contrastRatio(QColor(0x77, 0x77, 0x77), QColor(0x77, 0x77, 0x77)), 1.0);
}

void TstThemes::theSidePanelFollowsTheSideColours()
{
    auto window = test::createWindow(*m_settings);
    QVERIFY(test::showWindow(*window));
    QWidget *card = window->findChild<QWidget *>(QStringLiteral("southCard"));
    QVERIFY(card);
    const auto showsColour = [card](const QColor &colour) {
        for (QWidget *child : card->findChildren<QWidget *>())
            if (child->styleSheet().contains(colour.name()))
                return true;
        return false;
    };
    QVERIFY(showsColour(BoardTheme::make(BoardTheme::Id::Wood).side[0]));
    themeAction(*window, BoardTheme::Id::HighContrast)->trigger();
    QVERIFY(showsColour(BoardTheme::make(BoardTheme::Id::HighContrast).side[0]));
}

QTEST_MAIN(TstThemes)
#include "tst_themes.moc"
