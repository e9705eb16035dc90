#include "glicko2.h"

#include <cmath>
#include <numbers>

namespace hoyito::app {

namespace {

// Glicko-2's step 2: the Glicko scale to its own and back.
constexpr double kScale = 173.7178;

double g(double phi)
{
    return 1 / std::sqrt(1 + 3 * phi * phi / (std::numbers::pi * std::numbers::pi));
}

double expected(double mu, double muOpponent, double phiOpponent)
{
    return 1 / (1 + std::exp(-g(phiOpponent) * (mu - muOpponent)));
}

// Step 5: the new volatility, by the Illinois algorithm as the paper gives it.
double newVolatility(double sigma, double phi, double v, double delta, double tau)
{
    const double a = std::log(sigma * sigma);
    const auto f = [&](double x) {
        const double ex = std::exp(x);
        const double d = phi * phi + v + ex;
        return ex * (delta * delta - phi * phi - v - ex) / (2 * d * d) - (x - a) / (tau * tau);
    };
    constexpr double kEpsilon = 0.000001;
    double A = a;
    double B = 0;
    if (delta * delta > phi * phi + v) {
        B = std::log(delta * delta - phi * phi - v);
    } else {
        int k = 1;
        while (f(a - k * tau) < 0)
            ++k;
        B = a - k * tau;
    }
    double fA = f(A);
    double fB = f(B);
    while (std::abs(B - A) > kEpsilon) {
        const double C = A + (A - B) * fA / (fB - fA);
        const double fC = f(C);
        if (fC * fB <= 0) {
            A = B;
            fA = fB;
        } else {
            fA /= 2;
        }
        B = C;
        fB = fC;
    }
    return std::exp(A / 2);
}

} // namespace

Glicko2Rating rateGlicko2(const Glicko2Rating &player, std::span<const Glicko2Game> games, double tau)
{
    const double mu = (player.rating - 1500) / kScale;
    const double phi = player.deviation / kScale;
    const double sigma = player.volatility;
    if (games.empty()) // step 6 alone: the deviation grows with the volatility
        return {player.rating, kScale * std::sqrt(phi * phi + sigma * sigma), sigma};
    double inverseV = 0;
    double sum = 0; // Σ g(φj)(sj − E)
    for (const Glicko2Game &game : games) {
        const double muJ = (game.opponentRating - 1500) / kScale;
        const double phiJ = game.opponentDeviation / kScale;
        const double e = expected(mu, muJ, phiJ);
        inverseV += g(phiJ) * g(phiJ) * e * (1 - e);
        sum += g(phiJ) * (game.score - e);
    }
    const double v = 1 / inverseV;
    const double delta = v * sum;
    const double sigmaNew = newVolatility(sigma, phi, v, delta, tau);
    const double phiStar = std::sqrt(phi * phi + sigmaNew * sigmaNew);
    const double phiNew = 1 / std::sqrt(1 / (phiStar * phiStar) + 1 / v);
    const double muNew = mu + phiNew * phiNew * sum;
    return {kScale * muNew + 1500, kScale * phiNew, sigmaNew};
}

} // namespace hoyito::app
