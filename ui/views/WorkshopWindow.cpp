#include "views/WorkshopWindow.h"

#include "presenters/Headline.h"
#include "presenters/ScenarioPresenter.h"
#include "views/ClusterPanel.h"
#include "views/SliderPanel.h"
#include "views/charts/ChartPalette.h"
#include "views/charts/LegendText.h"
#include "views/charts/VolumeChart.h"

#include <QCheckBox>
#include <QCloseEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLegend>
#include <QStackedWidget>
#include <QTabBar>
#include <QTimer>
#include <QVBoxLayout>

namespace tco::ui {
namespace {

/// Type size for a projector: nearly twice the desktop's, the answer's included, which runs to
/// several sentences.
constexpr double TEXT_SCALE = 1.8;
/// The sliders, which the facilitator reads from close by, in smaller type than what the room
/// reads: at 1024 pixels wide the chart keeps more than half the width.
constexpr double SLIDER_SCALE = 1.35 / TEXT_SCALE;

} // namespace

WorkshopWindow::WorkshopWindow(ScenarioPresenter& scenario, DriverPresenter& drivers, ClusterRunner& cluster, QWidget* parent)
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
    QFont sliderFont = large;
    sliderFont.setPointSizeF(large.pointSizeF() * SLIDER_SCALE);
    sliders->setFont(sliderFont);
    m_linear = new QCheckBox(tr("&Linear scale"), this);
    m_linear->setObjectName(QStringLiteral("workshopLinearScale"));
    m_linear->setToolTip(tr("Space costs and volumes by their differences rather than their ratios, so that a gap "
                            "looks as large as it is"));
    connect(m_linear, &QCheckBox::toggled, this, [this](bool linear) { showChart(linear ? ScaleKind::Linear : ScaleKind::Log); });
    m_legend = new QLabel(this);
    m_legend->setObjectName(QStringLiteral("workshopLegend"));
    m_legend->setWordWrap(true);
    m_legend->setTextFormat(Qt::RichText);
    m_chartArea = new QVBoxLayout;
    m_chartArea->addWidget(m_linear, 0, Qt::AlignRight);
    m_chartArea->addWidget(m_legend);
    auto* body = new QHBoxLayout;
    body->addWidget(sliders, 2);
    body->addLayout(m_chartArea, 3);

    auto* costs = new QWidget(this);
    auto* costsLayout = new QVBoxLayout(costs);
    costsLayout->setContentsMargins(0, 0, 0, 0);
    costsLayout->setSpacing(24);
    costsLayout->addWidget(m_headline);
    costsLayout->addLayout(body, 1);
    auto* clusterPanel = new ClusterPanel(scenario, cluster, this);
    clusterPanel->setChartTextScale(TEXT_SCALE);
    clusterPanel->setFiguresShown(false);
    m_pages = new QStackedWidget(this);
    m_pages->addWidget(costs);
    m_pages->addWidget(clusterPanel);
    m_pageTabs = new QTabBar(this);
    m_pageTabs->setObjectName(QStringLiteral("workshopPages"));
    m_pageTabs->addTab(tr("Costs"));
    m_pageTabs->addTab(tr("Cluster"));
    connect(m_pageTabs, &QTabBar::currentChanged, this, &WorkshopWindow::showPage);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(32, 24, 32, 24);
    layout->setSpacing(12);
    layout->addWidget(m_pageTabs);
    layout->addWidget(m_pages, 1);

    connect(&m_scenario, &ScenarioPresenter::scenarioChanged, this, &WorkshopWindow::refresh);
    showChart(ScaleKind::Log);
    refresh();
}

void WorkshopWindow::showChart(ScaleKind scale)
{
    delete m_chart;
    m_chart = new VolumeChart(m_scenario, SweepView{scale, true}, this);
    m_chart->setChartTheme(themeFor(palette()));
    m_chart->setTextScale(TEXT_SCALE, TEXT_SCALE);
    m_chart->chart()->legend()->hide();
    // Above the legend, which is the area's last widget.
    m_chartArea->insertWidget(m_chartArea->count() - 1, m_chart, 1);
    m_legend->setText(legendHtml(*m_chart->chart()->legend()));
}

void WorkshopWindow::showPage(int page)
{
    const int shown = m_scenario.scenario().cluster ? page : 0;
    m_pageTabs->setCurrentIndex(shown);
    m_pages->setCurrentIndex(shown);
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
    // The pages to choose from only when there is a cluster to show.
    m_pageTabs->setVisible(m_scenario.scenario().cluster.has_value());
    if (!m_scenario.scenario().cluster)
        showPage(0);
    m_headline->setText(
        answerHtml(answerSentences(m_scenario.results().answer(), m_scenario.scenario().currency.display, locale())));
    // The chart redraws on the same change, after this: the legend reads its series then.
    QTimer::singleShot(0, this, [this] { m_legend->setText(legendHtml(*m_chart->chart()->legend())); });
}

} // namespace tco::ui
