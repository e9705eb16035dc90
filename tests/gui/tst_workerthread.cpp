// The worker thread of the computer player, the analysis, the review and
// the tables (workerthread.h): where a job and its reply run, the stop flag,
// stale replies dropped, shutting down and destroying it in the middle of a
// long job. The long jobs here poll their flag as a search does, and give up
// after ten seconds, so a broken stop fails a check instead of hanging.

#include "game/workerthread.h"

#include <QElapsedTimer>
#include <QStringList>
#include <QTest>

#include <atomic>
#include <chrono>
#include <memory>
#include <thread>

using namespace hoyito::app;

namespace {

// What a search does: works until its flag is set. False: never set.
bool workUntilStopped(const WorkerJob &job)
{
    const auto giveUp = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (!job.stop->load()) {
        if (std::chrono::steady_clock::now() > giveUp)
            return false;
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    return true;
}

// Stopping and ending a thread takes milliseconds; a loaded machine may
// take a few hundred. A broken stop takes the long jobs' ten seconds.
constexpr qint64 kPromptMs = 2000;

} // namespace

// Everything a job captures is declared before the worker: a check that
// fails returns at once, and the worker, destroyed first, waits for its job
// while what the job touches still exists.
class TstWorkerThread : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void jobRunsInTheWorkerThread();
    void stopEndsALongJobAtOnce();
    void newerJobDropsTheStaleReplies();
    void queuedJobsAreAllAnswered();
    void shutdownDuringALongJob();
    void destroyedWithoutShutdown();
};

void TstWorkerThread::jobRunsInTheWorkerThread()
{
    std::atomic<QThread *> ranIn{nullptr};
    QString name;
    QThread::Priority priority = QThread::InheritPriority;
    QThread *repliedIn = nullptr;
    WorkerThread worker(QStringLiteral("hoyito-test"), QThread::LowPriority, WorkerThread::Jobs::Queued);
    QVERIFY(!worker.isRunning()); // started by the first job
    const WorkerJob job = worker.post([&](const WorkerJob &job) {
        ranIn = QThread::currentThread();
        // Written before the reply is queued: read once it has come.
        name = QThread::currentThread()->objectName();
        priority = QThread::currentThread()->priority();
        worker.reply(job, [&] { repliedIn = QThread::currentThread(); });
    });
    QVERIFY(worker.isRunning());
    QCOMPARE(job.id, quint64(1));
    QVERIFY(job.stop && !job.stop->load());
    QTRY_VERIFY(repliedIn);
    QCOMPARE(repliedIn, QThread::currentThread());
    QVERIFY(ranIn.load() != QThread::currentThread());
    QCOMPARE(ranIn.load(), worker.workerThread());
    QCOMPARE(name, QStringLiteral("hoyito-test"));
    QCOMPARE(priority, QThread::LowPriority);

    const WorkerJob next = worker.post([](const WorkerJob &) {});
    QCOMPARE(next.id, quint64(2));
    QVERIFY(next.stop != job.stop);
}

void TstWorkerThread::stopEndsALongJobAtOnce()
{
    std::atomic_bool started{false};
    QElapsedTimer clock;
    qint64 endedAfter = -1;
    bool sawFlag = false;
    std::atomic_bool flagAtStart{false};
    bool queuedReplied = false;
    WorkerThread worker(QStringLiteral("hoyito-test"), QThread::InheritPriority, WorkerThread::Jobs::Queued);
    worker.post([&](const WorkerJob &job) {
        started = true;
        const bool stopped = workUntilStopped(job);
        worker.reply(job, [&, stopped] {
            sawFlag = stopped;
            endedAfter = clock.elapsed();
        });
    });
    // Queued behind it: stopped before it starts.
    worker.post([&](const WorkerJob &job) {
        flagAtStart = job.stop->load();
        worker.reply(job, [&] { queuedReplied = true; });
    });
    QTRY_VERIFY(started.load());
    clock.start();
    worker.stop();
    QTRY_VERIFY(queuedReplied);
    QVERIFY(sawFlag);
    QVERIFY2(endedAfter < kPromptMs, qPrintable(QString::number(endedAfter)));
    QVERIFY(flagAtStart.load());
}

void TstWorkerThread::newerJobDropsTheStaleReplies()
{
    QStringList replies;
    std::atomic_bool started{false};
    std::atomic_bool finished{false};
    std::atomic_bool release{false};
    std::atomic_bool queuedRan{false};
    WorkerThread worker(QStringLiteral("hoyito-test"), QThread::InheritPriority, WorkerThread::Jobs::NewestOnly);
    const auto replying = [&](const QString &name) {
        return [&worker, &replies, name](const WorkerJob &job) {
            worker.reply(job, [&replies, name] { replies << name; });
        };
    };

    // A running job, stopped by a newer one: its reply is dropped.
    const WorkerJob running = worker.post([&](const WorkerJob &job) {
        started = true;
        workUntilStopped(job);
        replying(QStringLiteral("running"))(job);
    });
    QTRY_VERIFY(started.load());
    const WorkerJob newer = worker.post(replying(QStringLiteral("newer")));
    QVERIFY(running.stop->load());
    QVERIFY(worker.isStale(running.id));
    QVERIFY(!worker.isStale(newer.id));
    QTRY_COMPARE(replies, QStringList{QStringLiteral("newer")});

    // A job that has finished, its reply waiting on this thread: dropped too.
    worker.post([&](const WorkerJob &job) {
        replying(QStringLiteral("finished"))(job);
        finished = true;
        finished.notify_all();
    });
    // Waited for without taking the reply (no event loop).
    for (int i = 0; i < 10000 && !finished.load(); ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    QVERIFY(finished.load());
    worker.post(replying(QStringLiteral("after")));
    QTRY_COMPARE(replies, (QStringList{QStringLiteral("newer"), QStringLiteral("after")}));

    // A job still queued when a newer one comes never starts. The job
    // ahead of it holds the thread until both are posted, whatever its
    // flag says, so the queued one can only start once it is stale.
    started = false;
    worker.post([&](const WorkerJob &) {
        started = true;
        for (int i = 0; i < 10000 && !release.load(); ++i)
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
    });
    QTRY_VERIFY(started.load());
    worker.post([&](const WorkerJob &) { queuedRan = true; });
    worker.post(replying(QStringLiteral("last")));
    release = true;
    QTRY_COMPARE(replies.size(), 3);
    QCOMPARE(replies.last(), QStringLiteral("last"));
    QVERIFY(!queuedRan.load());
}

void TstWorkerThread::queuedJobsAreAllAnswered()
{
    // The computer's and the tables' kind: a job after another stops nothing.
    QStringList replies;
    std::atomic_bool started{false};
    WorkerThread worker(QStringLiteral("hoyito-test"), QThread::InheritPriority, WorkerThread::Jobs::Queued);
    const WorkerJob first = worker.post([&](const WorkerJob &job) {
        started = true;
        workUntilStopped(job);
        worker.reply(job, [&] { replies << QStringLiteral("first"); });
    });
    QTRY_VERIFY(started.load());
    const WorkerJob second =
        worker.post([&](const WorkerJob &job) { worker.reply(job, [&] { replies << QStringLiteral("second"); }); });
    QVERIFY(!first.stop->load());
    QVERIFY(!worker.isStale(first.id));
    first.stop->store(true); // as the computer player stops its own request
    QTRY_COMPARE(replies, (QStringList{QStringLiteral("first"), QStringLiteral("second")}));
    QVERIFY(!second.stop->load());
}

void TstWorkerThread::shutdownDuringALongJob()
{
    std::atomic_bool started{false};
    bool longReplied = false;
    std::atomic_bool queuedRan{false};
    bool again = false;
    WorkerThread worker(QStringLiteral("hoyito-test"), QThread::InheritPriority, WorkerThread::Jobs::Queued);
    const WorkerJob running = worker.post([&](const WorkerJob &job) {
        started = true;
        workUntilStopped(job);
        worker.reply(job, [&] { longReplied = true; });
    });
    const WorkerJob queued = worker.post([&](const WorkerJob &) { queuedRan = true; });
    QTRY_VERIFY(started.load());
    QElapsedTimer clock;
    clock.start();
    worker.shutdown();
    const qint64 shutdownMs = clock.elapsed();
    QVERIFY2(shutdownMs < kPromptMs, qPrintable(QString::number(shutdownMs)));
    QVERIFY(!worker.isRunning());
    QVERIFY(running.stop->load());
    QVERIFY(worker.isStale(running.id) && worker.isStale(queued.id));
    QVERIFY(!queuedRan.load());

    // A new job starts the thread again: what was queued before the
    // shutdown stays void, and the long job's reply is dropped.
    worker.post([&](const WorkerJob &job) { worker.reply(job, [&] { again = true; }); });
    QVERIFY(worker.isRunning());
    QTRY_VERIFY(again);
    QVERIFY(!queuedRan.load());
    QVERIFY(!longReplied);
}

void TstWorkerThread::destroyedWithoutShutdown()
{
    std::atomic_bool started{false};
    bool replied = false;
    auto worker = std::make_unique<WorkerThread>(QStringLiteral("hoyito-test"), QThread::InheritPriority,
                                                 WorkerThread::Jobs::Queued);
    WorkerThread *raw = worker.get();
    worker->post([&started, &replied, raw](const WorkerJob &job) {
        started = true;
        workUntilStopped(job);
        // Still alive here: its destructor waits for this job.
        raw->reply(job, [&replied] { replied = true; });
    });
    QTRY_VERIFY(started.load());
    QElapsedTimer clock;
    clock.start();
    worker.reset();
    const qint64 destroyMs = clock.elapsed();
    QVERIFY2(destroyMs < kPromptMs, qPrintable(QString::number(destroyMs)));
    // The reply was queued to the destroyed thread object: gone with it.
    QCoreApplication::sendPostedEvents();
    QVERIFY(!replied);
}

QTEST_GUILESS_MAIN(TstWorkerThread)
#include "tst_workerthread.moc"
