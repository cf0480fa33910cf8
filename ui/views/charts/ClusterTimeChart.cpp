#include "views/charts/ClusterTimeChart.h"

#include "presenters/ClusterText.h"
#include "units/Time.h"
#include "views/charts/ChartPalette.h"
#include "views/charts/CostChartView.h"

#include <QLegendMarker>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace tco::ui {
namespace {

constexpr double LINE_WIDTH = 2.0;

QValueAxis* addValueAxis(QChart& chart, Qt::Alignment alignment)
{
    auto* axis = new QValueAxis;
    chart.addAxis(axis, alignment);
    return axis;
}

/// A step of 1, 2 or 5 times a power of ten that divides `span` into at most five steps.
double roundStep(double span)
{
    constexpr int MOST_STEPS = 5;
    const double power = std::pow(10.0, std::floor(std::log10(std::max(1.0, span / MOST_STEPS))));
    for (const double multiple : {1.0, 2.0, 5.0, 10.0}) {
        if (span / (multiple * power) <= MOST_STEPS)
            return multiple * power;
    }
    return 10.0 * power;
}

} // namespace

ClusterTimeChart::ClusterTimeChart(QWidget* parent)
    : QChartView(new QChart, parent)
    , m_days(addValueAxis(*chart(), Qt::AlignBottom))
    , m_gpus(addValueAxis(*chart(), Qt::AlignLeft))
    , m_hour(new QLineSeries(this))
{
    setObjectName(QStringLiteral("clusterTimeChart"));
    setRenderHint(QPainter::Antialiasing);
    chart()->setTheme(themeFor(palette()));
    m_days->setTitleText(tr("Day"));
    m_days->setLabelFormat(QStringLiteral("%.0f"));
    m_gpus->setTitleText(tr("GPUs"));
    m_gpus->setLabelFormat(QStringLiteral("%.0f"));
    chart()->addSeries(m_hour);
    m_hour->attachAxis(m_days);
    m_hour->attachAxis(m_gpus);
    chart()->legend()->setAlignment(Qt::AlignBottom);
    restyle();
}

void ClusterTimeChart::showStudy(const ClusterStudy& study)
{
    for (QLineSeries* line : m_lines) {
        chart()->removeSeries(line);
        delete line;
    }
    m_lines.clear();
    m_policies.clear();
    for (const PolicyOutcome& outcome : study.outcomes) {
        auto* useful = new QLineSeries(this);
        auto* stranded = new QLineSeries(this);
        useful->setName(tr("%1: useful").arg(policyTitle(outcome.run.policy)));
        stranded->setName(tr("%1: stranded").arg(policyTitle(outcome.run.policy)));
        QList<QPointF> usefulPoints;
        QList<QPointF> strandedPoints;
        for (const ClusterSample& sample : outcome.run.series) {
            usefulPoints.append(QPointF(sample.hour / HOURS_PER_DAY, sample.usefulGpus));
            strandedPoints.append(QPointF(sample.hour / HOURS_PER_DAY, sample.strandedGpus));
        }
        useful->replace(usefulPoints);
        stranded->replace(strandedPoints);
        for (QLineSeries* line : {useful, stranded}) {
            chart()->addSeries(line);
            line->attachAxis(m_days);
            line->attachAxis(m_gpus);
            m_lines << line;
            m_policies.push_back(outcome.run.policy);
        }
    }
    m_days->setRange(0.0, study.days);
    m_days->setTickType(QValueAxis::TicksDynamic);
    m_days->setTickAnchor(0.0);
    m_days->setTickInterval(study.days > 60.0 ? 30.0 : (study.days > 14.0 ? 7.0 : 1.0));
    // Up to the cluster's GPUs, no further: the top of the plot is the whole cluster.
    m_gpus->setRange(0.0, study.shape.gpus());
    m_gpus->setTickType(QValueAxis::TicksDynamic);
    m_gpus->setTickAnchor(0.0);
    m_gpus->setTickInterval(roundStep(study.shape.gpus()));
    bringToFront(*chart(), m_hour);
    restyle();
}

void ClusterTimeChart::markHour(double hour)
{
    const double day = hour / HOURS_PER_DAY;
    m_hour->replace(QList<QPointF>{{day, m_gpus->min()}, {day, m_gpus->max()}});
}

void ClusterTimeChart::setTextScale(double scale)
{
    m_textScale = scale;
    restyle();
}

void ClusterTimeChart::setChartTheme(QChart::ChartTheme theme)
{
    chart()->setTheme(theme);
    restyle();
}

void ClusterTimeChart::restyle()
{
    const QChart::ChartTheme theme = chart()->theme();
    for (qsizetype i = 0; i < m_lines.size(); ++i) {
        QPen pen(policyColor(m_policies[static_cast<std::size_t>(i)], theme), LINE_WIDTH);
        // Each policy's useful line, then its stranded one.
        pen.setStyle(i % 2 == 0 ? Qt::SolidLine : Qt::DashLine);
        m_lines[i]->setPen(pen);
    }
    QPen hourPen(annotationColor(theme), 1.0);
    hourPen.setStyle(Qt::DotLine);
    m_hour->setPen(hourPen);
    for (QLegendMarker* marker : chart()->legend()->markers(m_hour))
        marker->setVisible(false);
    for (QValueAxis* axis : {m_days, m_gpus}) {
        QFont labels = axis->labelsFont();
        labels.setPointSizeF(QFont().pointSizeF() * m_textScale);
        axis->setLabelsFont(labels);
        QFont title = axis->titleFont();
        title.setPointSizeF(QFont().pointSizeF() * m_textScale);
        axis->setTitleFont(title);
    }
}

} // namespace tco::ui
