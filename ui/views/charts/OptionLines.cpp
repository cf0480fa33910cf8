#include "views/charts/OptionLines.h"

#include "presenters/Formatting.h"
#include "results/Results.h"
#include "views/charts/ChartPalette.h"

#include <QChart>
#include <QLineSeries>

#include <algorithm>
#include <cmath>

namespace tco::ui {

OptionLines::OptionLines(QChart& chart, Hovered hovered)
    : m_chart(chart)
    , m_hovered(std::move(hovered))
{ }

bool OptionLines::update(const std::vector<OptionSummary>& options, QAbstractAxis* x, QAbstractAxis* y)
{
    std::vector<Option> current;
    current.reserve(options.size());
    for (const OptionSummary& option : options)
        current.push_back({option.name, option.ref.kind, option.feasible});
    if (current == m_options)
        return false;

    for (QLineSeries* line : m_lines) {
        if (line != nullptr) {
            m_chart.removeSeries(line);
            delete line;
        }
    }
    m_options = std::move(current);
    m_lines.assign(m_options.size(), nullptr);
    for (std::size_t position = 0; position < m_options.size(); ++position) {
        if (!m_options[position].feasible)
            continue;
        auto* line = new QLineSeries;
        line->setName(toQString(m_options[position].name));
        m_chart.addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
        QObject::connect(line, &QLineSeries::hovered, line,
                         [this, position](const QPointF& point, bool state) { m_hovered(position, point, state); });
        m_lines[position] = line;
    }
    restyle();
    return true;
}

QLineSeries* OptionLines::line(std::size_t position) const
{
    return position < m_lines.size() ? m_lines[position] : nullptr;
}

void OptionLines::restyle()
{
    for (std::size_t position = 0; position < m_lines.size(); ++position) {
        if (m_lines[position] != nullptr)
            m_lines[position]->setPen(optionPen(position, m_options[position].kind, m_chart.theme()));
    }
}

QList<QPointF> monthlyCostLine(const Results& results, const OptionSummary& option)
{
    QList<QPointF> points;
    if (!option.feasible)
        return points;
    // A self-hosted fleet's cost climbs in stairs; an API bill and a hybrid's cheapest mix do not.
    const bool stairs = option.selfHosted();
    points.reserve(static_cast<qsizetype>(stairs ? 2 * results.sweep().size() : results.sweep().size()));
    const std::size_t position = optionPosition(*results.prepared().scenario, option.ref);
    double previous = 0.0;
    for (const SweepPoint& point : results.sweep()) {
        const double cost = point.monthly[position];
        // Zero marks a volume the option cannot serve, and a log axis has no place for it.
        if (cost <= 0.0)
            continue;
        if (stairs && previous > 0.0 && cost != previous)
            points.append(QPointF(point.tokensPerDay, previous));
        points.append(QPointF(point.tokensPerDay, cost));
        previous = cost;
    }
    return points;
}

QList<QPointF> withoutCollinearPoints(const QList<QPointF>& points)
{
    // Collinear within rounding, in decades squared: a stair's smallest jump, one replica in
    // a thousand, is 4e-4 decades high over a step of 1/60 decade.
    constexpr double TOLERANCE = 1e-9;
    const auto logarithmic = [](const QPointF& point) { return QPointF(std::log10(point.x()), std::log10(point.y())); };
    QList<QPointF> kept;
    QList<QPointF> logs;
    kept.reserve(points.size());
    logs.reserve(points.size());
    for (const QPointF& point : points) {
        const QPointF log = logarithmic(point);
        while (logs.size() >= 2) {
            const QPointF first = logs[logs.size() - 2];
            const QPointF toMiddle = logs.constLast() - first;
            const QPointF toLast = log - first;
            const double cross = toMiddle.x() * toLast.y() - toMiddle.y() * toLast.x();
            // The middle point goes only if it lies on the way from the first to the last.
            if (std::abs(cross) > TOLERANCE || QPointF::dotProduct(toMiddle, log - logs.constLast()) < 0.0)
                break;
            kept.removeLast();
            logs.removeLast();
        }
        kept.append(point);
        logs.append(log);
    }
    return kept;
}

std::optional<double> valueAt(const QList<QPointF>& points, double x)
{
    const auto after = std::ranges::upper_bound(points, x, {}, [](const QPointF& point) { return point.x(); });
    if (after == points.begin() || (after == points.end() && points.constLast().x() != x))
        return std::nullopt;
    const QPointF before = *std::prev(after);
    if (after == points.end() || before.x() == x)
        return before.y();
    const double share = std::log(x / before.x()) / std::log(after->x() / before.x());
    return before.y() * std::pow(after->y() / before.y(), share);
}

} // namespace tco::ui
