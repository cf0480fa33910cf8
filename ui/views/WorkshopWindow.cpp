#include "views/WorkshopWindow.h"

#include "presenters/Headline.h"
#include "presenters/ScenarioPresenter.h"
#include "views/SliderPanel.h"
#include "views/charts/CostChartView.h"

#include <QCloseEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace tco::ui {
namespace {

/// Type size for a projector: nearly twice the desktop's, the answer's included, which runs to
/// several sentences.
constexpr double TEXT_SCALE = 1.8;

} // namespace

WorkshopWindow::WorkshopWindow(ScenarioPresenter& scenario, DriverPresenter& drivers, QWidget* parent)
    : QWidget(parent, Qt::Window)
    , m_scenario(scenario)
{
    setObjectName(QStringLiteral("workshopWindow"));
    setWindowTitle(tr("Breakeven — Workshop"));
    QFont large = font();
    large.setPointSizeF(large.pointSizeF() * TEXT_SCALE);
    setFont(large);

    m_headline = new QLabel(this);
    m_headline->setObjectName(QStringLiteral("workshopHeadline"));
    m_headline->setWordWrap(true);
    m_headline->setTextFormat(Qt::RichText);

    auto* sliders = new SliderPanel(scenario, drivers, this);
    auto* body = new QHBoxLayout;
    m_chartArea = new QVBoxLayout;
    // The chart gets two thirds: its legend takes a column of its own beside the plot.
    body->addWidget(sliders, 1);
    body->addLayout(m_chartArea, 2);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(32, 24, 32, 24);
    layout->setSpacing(24);
    layout->addWidget(m_headline);
    layout->addLayout(body, 1);

    connect(&m_scenario, &ScenarioPresenter::scenarioChanged, this, &WorkshopWindow::refresh);
    refresh();
}

void WorkshopWindow::setChart(CostChartView* chart)
{
    chart->setParent(this);
    chart->setTextScale(TEXT_SCALE);
    m_chartArea->addWidget(chart);
}

void WorkshopWindow::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Escape || event->key() == Qt::Key_F11) {
        close();
        return;
    }
    QWidget::keyPressEvent(event);
}

void WorkshopWindow::closeEvent(QCloseEvent* event)
{
    emit closed();
    QWidget::closeEvent(event);
}

void WorkshopWindow::refresh()
{
    m_headline->setText(
        answerHtml(answerSentences(m_scenario.results().answer, m_scenario.scenario().currency.display, locale())));
}

} // namespace tco::ui
