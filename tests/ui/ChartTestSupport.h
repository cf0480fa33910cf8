#pragma once

#include "TestCatalog.h"
#include "presenters/ScenarioPresenter.h"

#include <QAbstractSeries>
#include <QChart>
#include <QChartView>
#include <QStringList>
#include <QTest>
#include <QXYSeries>

#include <memory>

namespace tco::test {

/// The names of the chart's series, in the order they are drawn.
inline QStringList seriesNames(const QChartView& view)
{
    QStringList names;
    for (const QAbstractSeries* series : view.chart()->series())
        names << series->name();
    return names;
}

/// The chart's series named `name`, as a `Series`; null when there is none.
template <typename Series = QXYSeries> Series* seriesNamed(const QChartView& view, const QString& name)
{
    for (QAbstractSeries* series : view.chart()->series()) {
        if (series->name() == name)
            return qobject_cast<Series*>(series);
    }
    return nullptr;
}

/// Whether `actual` is within `relative` of `expected`.
inline bool near(double actual, double expected, double relative = 1e-9)
{
    return qAbs(actual - expected) <= relative * qAbs(expected);
}

/// A chart over `presenter`, shown at a size where its axes are laid out as on screen; the test
/// fails if it is not shown.
template <typename Chart, typename Presenter> std::unique_ptr<Chart> shown(const Presenter& presenter)
{
    auto chart = std::make_unique<Chart>(presenter);
    chart->resize(900, 560);
    chart->show();
    if (!QTest::qWaitForWindowExposed(chart.get()))
        QTest::qFail("the chart is not shown", __FILE__, __LINE__);
    return chart;
}

} // namespace tco::test
