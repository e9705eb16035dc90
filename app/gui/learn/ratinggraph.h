#pragma once

// The puzzle rating's history as a small line graph (the trainer's side
// column): the ratings after each rated attempt, oldest on the left. Its
// accessible name says the first and last rating (TrainerText::history).

#include <QList>
#include <QWidget>

namespace hoyito::app {

class RatingGraph : public QWidget {
    Q_OBJECT

public:
    explicit RatingGraph(QWidget *parent = nullptr);

    void setRatings(const QList<double> &ratings);
    const QList<double> &ratings() const { return m_ratings; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QList<double> m_ratings;
};

} // namespace hoyito::app
