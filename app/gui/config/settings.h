#pragma once

// The program's settings: one small typed class over QSettings. Keys are
// constants here, defaults and clamping live inside, so a damaged or old
// settings file can never put the window in an impossible state.

#include "board/animationspeed.h"
#include "board/boardtheme.h"
#include "game/gamesetup.h"

#include "glicko2.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <memory>

class QSettings;
class QTemporaryDir;

namespace hoyito::app {

class Settings {
public:
    static constexpr const char *kAnimationSpeed = "view/animationSpeed";
    static constexpr const char *kFlipBoard = "view/flipBoard";
    static constexpr const char *kShowCounts = "view/showCounts";
    static constexpr const char *kMovePreview = "view/movePreview";
    static constexpr const char *kBoardTheme = "view/boardTheme";
    static constexpr const char *kLanguage = "view/language";
    // View > Sound: the sounds played (on by default) and their volume, in
    // percent of the sounds' own level (View > Sound's choices).
    static constexpr const char *kPlaySounds = "sound/play";
    static constexpr const char *kSoundVolume = "sound/volume";
    static constexpr int kDefaultSoundVolume = 50;
    static constexpr const char *kWindowGeometry = "window/geometry";
    static constexpr const char *kWindowState = "window/state";
    static constexpr const char *kVariant = "newGame/variant";
    static constexpr const char *kHolesPerRow = "newGame/holesPerRow";
    static constexpr const char *kStarter = "newGame/starter";
    static constexpr const char *kSouthName = "newGame/southName";
    static constexpr const char *kNorthName = "newGame/northName";
    static constexpr const char *kSouthKind = "newGame/southKind";
    static constexpr const char *kNorthKind = "newGame/northKind";
    static constexpr const char *kSouthLevel = "newGame/southLevel";
    static constexpr const char *kNorthLevel = "newGame/northLevel";
    // The match choices (GameSetup::match): a match or a single game, then
    // "rounds" or "wins" and their number, "alternate" or "loser", the
    // handicap and the refill.
    static constexpr const char *kMatch = "newGame/match";
    static constexpr const char *kMatchLength = "newGame/matchLength";
    static constexpr const char *kMatchCount = "newGame/matchCount";
    static constexpr const char *kMatchStarts = "newGame/matchStarts";
    static constexpr const char *kMatchHandicap = "newGame/matchHandicap";
    static constexpr const char *kMatchRefill = "newGame/matchRefill";
    // Computer moves paused (Players > Pause Computer): kept with the game,
    // so a paused game between computers stays paused when it comes back.
    static constexpr const char *kComputerPaused = "players/computerPaused";
    // Learn Hoyito: the stars of each lesson step, under "learn/<step id>".
    static constexpr const char *kLessonGroup = "learn";
    static constexpr const char *kLessonOfferDeclined = "learnOffer/declined";
    // The puzzle trainer: the player's Glicko-2 rating, its history, the
    // puzzles attempted (only a first attempt is rated), an attempt begun
    // and not judged yet, and the best streak.
    static constexpr const char *kPuzzleRating = "puzzles/rating";
    static constexpr const char *kPuzzleDeviation = "puzzles/deviation";
    static constexpr const char *kPuzzleVolatility = "puzzles/volatility";
    static constexpr const char *kPuzzleHistory = "puzzles/history";
    static constexpr const char *kPuzzlesAttempted = "puzzles/attempted";
    static constexpr const char *kPuzzlePending = "puzzles/pending";
    static constexpr const char *kPuzzleBestStreak = "puzzles/bestStreak";
    // The trainer's last choices, in its own words (PuzzleChoices).
    static constexpr const char *kPuzzleBoard = "puzzles/board";
    static constexpr const char *kPuzzleTheme = "puzzles/theme";
    static constexpr const char *kPuzzleMode = "puzzles/mode";
    // The longest history of ratings kept (the graph's points).
    static constexpr int kMaxPuzzleHistory = 200;
    static constexpr const char *kRecentFiles = "files/recent";
    static constexpr const char *kLastFolder = "files/lastFolder";
    static constexpr const char *kAutosaveFile = "files/autosaveBelongsTo";
    static constexpr int kMaxRecentFiles = 8;

    // The user's settings (organisation and application names of the app).
    Settings();
    // Settings kept in the INI file `path`: tests and screenshots use this,
    // so they never read or change the user's real settings. Their data
    // folder (the autosave) is "<path without .ini>-data" beside it.
    explicit Settings(const QString &path);
    ~Settings();
    Settings(const Settings &) = delete;
    Settings &operator=(const Settings &) = delete;

    AnimationSpeed animationSpeed() const;
    void setAnimationSpeed(AnimationSpeed speed);
    bool flipBoard() const;
    void setFlipBoard(bool flip);
    bool showCounts() const;
    void setShowCounts(bool show);
    // View > Show Move Preview (on by default).
    bool movePreview() const;
    void setMovePreview(bool show);
    // View > Board: how the board looks (wood by default).
    BoardTheme::Id boardTheme() const;
    void setBoardTheme(BoardTheme::Id theme);
    // The language chosen in View > Language: a code such as "es", or empty
    // for the system default (language.h). Anything that is not a language
    // code reads as empty.
    QString language() const;
    void setLanguage(const QString &code);
    bool playSounds() const;
    void setPlaySounds(bool play);
    // 0 to 100; a value out of range reads as the nearest.
    int soundVolume() const;
    void setSoundVolume(int percent);
    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray &geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray &state);

    // The choices of the last New Game dialog (never a custom start position).
    GameSetup lastGameSetup() const;
    void setLastGameSetup(const GameSetup &setup);

    bool computerPaused() const;
    void setComputerPaused(bool paused);

    // The stars (1 to 3) a lesson step was last passed with; 0 when it has
    // not been passed (or the value kept makes no sense).
    int lessonStars(const QString &stepId) const;
    void setLessonStars(const QString &stepId, int stars);
    // The offer of the lessons above the board was declined (Not Now).
    bool lessonOfferDeclined() const;
    void setLessonOfferDeclined(bool declined);

    // The puzzle rating (a new player's until one is kept); a value out of
    // range reads as the new player's.
    Glicko2Rating puzzleRating() const;
    // Keeps the rating and appends it to the history.
    void setPuzzleRating(const Glicko2Rating &rating);
    // The ratings after each rated attempt, oldest first (at most
    // kMaxPuzzleHistory).
    QList<double> puzzleRatingHistory() const;
    // The ids of the puzzles whose first attempt was rated.
    QStringList puzzlesAttempted() const;
    bool puzzleAttempted(const QString &id) const;
    void addPuzzleAttempted(const QString &id);
    // The puzzle whose first attempt began (a move was played) and is not
    // judged yet; empty when none.
    QString pendingPuzzle() const;
    void setPendingPuzzle(const QString &id);
    int bestPuzzleStreak() const;
    void setBestPuzzleStreak(int streak);
    // The trainer's board, theme and mode as it last had them, each a word
    // of its own ("II-6", "chain", "streak"); empty when none was kept. The
    // trainer reads a word it does not know as its default.
    struct PuzzleChoices {
        QString board;
        QString theme;
        QString mode;
    };
    PuzzleChoices puzzleChoices() const;
    void setPuzzleChoices(const PuzzleChoices &choices);

    // Nothing is kept yet: the program's first start (for this user), as
    // long as nothing has been set.
    bool isFirstStart() const;
    // What a first start sets up, so that playing the computer is one
    // click away and can be won: the player on South (the near row)
    // against the computer at the first game's level, which moves first (in
    // Hoyito II moving second is the advantage), on the usual 2×6 board.
    static GameSetup firstStartSetup();

    // Saved games opened or saved, the latest first (at most
    // kMaxRecentFiles, no duplicates, no empty names).
    QStringList recentFiles() const;
    void addRecentFile(const QString &path);
    void removeRecentFile(const QString &path);
    void clearRecentFiles();
    // The folder of the last file dialog (empty: the user's documents).
    QString lastFolder() const;
    void setLastFolder(const QString &folder);
    // The file the autosaved game was opened from or saved to (empty: none),
    // so a resumed game keeps its name.
    QString autosaveBelongsTo() const;
    void setAutosaveBelongsTo(const QString &path);

    // Where the game in progress is saved after every move: the
    // application data folder (QStandardPaths::AppDataLocation) for the
    // user's settings. Not created until something is written.
    QString dataDirectory() const;
    // Test hook: another data folder.
    void setDataDirectory(const QString &folder);

    // Removes the values of the settings file that make no sense (a word
    // that is none of the choices, a number out of range, a list where a
    // text belongs, ...), so that their defaults apply, and returns their
    // keys ("view/animationSpeed"), for a message. Absent keys are fine.
    QStringList resetInvalidValues();
    // The user's settings file when it is not a regular file (a folder, a
    // named pipe, ...), which is then never opened: this run's settings are
    // not kept. Empty otherwise.
    QString fileProblem() const { return m_fileProblem; }

    void sync();
    QString fileName() const;

private:
    std::unique_ptr<QTemporaryDir> m_temporary; // fileProblem(): where this run's settings go
    std::unique_ptr<QSettings> m_settings;
    QString m_dataDirectory;
    QString m_fileProblem;
};

} // namespace hoyito::app
