#include "views/ClusterPanel.h"

#include "presenters/ClusterText.h"
#include "presenters/Formatting.h"
#include "presenters/ScenarioPresenter.h"
#include "units/Time.h"
#include "views/charts/ChartPalette.h"
#include "views/charts/ClusterTimeChart.h"
#include "views/charts/RackGrid.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QSplitter>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>

namespace tco::ui {
namespace {

/// Play shows an hour of the simulation in this many milliseconds: a month in half a minute.
constexpr int PLAY_MILLISECONDS_PER_HOUR = 40;
constexpr int GRID_WIDTH = 560;
constexpr int CHART_WIDTH = 440;

constexpr std::array<ClusterJobKind, 4> KINDS_SHOWN{ClusterJobKind::Inference, ClusterJobKind::Training,
                                                    ClusterJobKind::FineTuning, ClusterJobKind::Interactive};

/// `text` kept on one line: no-break spaces and hyphens.
QString unbroken(const QString& text)
{
    return text.toHtmlEscaped().replace(QLatin1Char(' '), QStringLiteral("&nbsp;")).replace(QLatin1Char('-'), QChar(0x2011));
}

/// A square of `color` and its name, kept together, for a legend that wraps between entries.
QString legendEntry(const QColor& color, const QString& name)
{
    return QStringLiteral("<span style=\"color:%1\">■</span>&nbsp;%2").arg(color.name(), unbroken(name));
}

/// The grid's colours and what they mean.
QString gridLegend(QChart::ChartTheme theme)
{
    QStringList entries;
    for (const ClusterJobKind kind : KINDS_SHOWN)
        entries << legendEntry(clusterJobColor(kind, 0), jobKindTitle(kind));
    entries << legendEntry(slowedGpuColor(), ClusterPanel::tr("Slowed: its job is split over more NVLink domains than it needs"));
    entries << legendEntry(freeGpuColor(false, theme), ClusterPanel::tr("Free"));
    entries << legendEntry(freeGpuColor(true, theme), ClusterPanel::tr("Free while a job waits that they could hold (stranded)"));
    return entries.join(QStringLiteral(" &nbsp; "));
}

/// The chart's lines: which is which by dash, whose by colour.
QString chartLegend(const ClusterStudy& study, QChart::ChartTheme theme)
{
    QStringList entries{unbroken(ClusterPanel::tr("━━ useful GPUs")), unbroken(ClusterPanel::tr("╍╍ stranded GPUs"))};
    for (const PolicyOutcome& outcome : study.outcomes)
        entries << legendEntry(policyColor(outcome.run.policy, theme), policyTitle(outcome.run.policy));
    return entries.join(QStringLiteral(" &nbsp; "));
}

QTableWidgetItem* figure(const QString& text)
{
    auto* item = new QTableWidgetItem(text);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

} // namespace

ClusterPanel::ClusterPanel(ScenarioPresenter& scenario, ClusterRunner& runner, QWidget* parent)
    : QWidget(parent)
    , m_scenario(scenario)
    , m_runner(runner)
    , m_summary(new QLabel(this))
    , m_status(new QLabel(this))
    , m_simulate(new QPushButton(tr("&Simulate"), this))
    , m_useEfficiency(new QPushButton(this))
    , m_body(new QWidget(this))
    , m_policy(new QComboBox(this))
    , m_hour(new QSlider(Qt::Horizontal, this))
    , m_play(new QPushButton(tr("&Play"), this))
    , m_hourText(new QLabel(this))
    , m_grid(new RackGrid(this))
    , m_gridLegend(new QLabel(this))
    , m_chart(new ClusterTimeChart(this))
    , m_chartLegend(new QLabel(this))
    , m_figures(new QTableWidget(0, static_cast<int>(policyFigureHeaders().size()), this))
    , m_player(new QTimer(this))
{
    m_summary->setObjectName(QStringLiteral("clusterSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setObjectName(QStringLiteral("clusterStatus"));
    m_status->setWordWrap(true);
    m_simulate->setObjectName(QStringLiteral("simulateCluster"));
    m_simulate->setToolTip(tr("Simulates the scenario's cluster under each scheduling policy, on the same jobs."));
    m_useEfficiency->setObjectName(QStringLiteral("useSchedulerEfficiency"));
    // The summary across the whole width; under it what the study says of itself and the two
    // actions, which keep their whole text whatever the language.
    auto* actions = new QHBoxLayout;
    actions->addWidget(m_status, 1);
    actions->addWidget(m_useEfficiency);
    actions->addWidget(m_simulate);
    auto* top = new QVBoxLayout;
    top->addWidget(m_summary);
    top->addLayout(actions);

    m_policy->setObjectName(QStringLiteral("replayPolicy"));
    m_hour->setObjectName(QStringLiteral("replayHour"));
    m_hour->setPageStep(static_cast<int>(HOURS_PER_DAY));
    m_play->setObjectName(QStringLiteral("playReplay"));
    m_play->setCheckable(true);
    m_hourText->setObjectName(QStringLiteral("replayHourText"));
    m_hourText->setWordWrap(true);
    for (QLabel* legend : {m_gridLegend, m_chartLegend}) {
        legend->setWordWrap(true);
        legend->setTextFormat(Qt::RichText);
    }
    auto* replayRow = new QHBoxLayout;
    auto* policyLabel = new QLabel(tr("P&olicy:"), this);
    policyLabel->setBuddy(m_policy);
    replayRow->addWidget(policyLabel);
    replayRow->addWidget(m_policy);
    replayRow->addWidget(m_play);
    replayRow->addWidget(m_hour, 1);

    auto* gridSide = new QWidget(this);
    auto* gridLayout = new QVBoxLayout(gridSide);
    gridLayout->setContentsMargins(0, 0, 0, 0);
    gridLayout->addLayout(replayRow);
    gridLayout->addWidget(m_hourText);
    gridLayout->addWidget(m_grid, 1);
    gridLayout->addWidget(m_gridLegend);
    auto* chartSide = new QWidget(this);
    auto* chartLayout = new QVBoxLayout(chartSide);
    chartLayout->setContentsMargins(0, 0, 0, 0);
    chartLayout->addWidget(m_chart, 1);
    chartLayout->addWidget(m_chartLegend);
    m_chart->chart()->legend()->hide();
    auto* pictures = new QSplitter(Qt::Horizontal, this);
    pictures->addWidget(gridSide);
    pictures->addWidget(chartSide);
    pictures->setSizes({GRID_WIDTH, CHART_WIDTH});

    m_figures->setObjectName(QStringLiteral("clusterFigures"));
    m_figures->setHorizontalHeaderLabels(policyFigureHeaders());
    m_figures->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_figures->horizontalHeader()->setStretchLastSection(true);
    m_figures->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_figures->setSelectionMode(QAbstractItemView::NoSelection);
    m_figures->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    auto* body = new QVBoxLayout(m_body);
    body->setContentsMargins(0, 0, 0, 0);
    body->addWidget(pictures, 1);
    body->addWidget(m_figures);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(top);
    layout->addWidget(m_body, 1);

    m_player->setInterval(PLAY_MILLISECONDS_PER_HOUR);
    connect(m_simulate, &QPushButton::clicked, this, &ClusterPanel::simulate);
    connect(m_useEfficiency, &QPushButton::clicked, this, &ClusterPanel::useEfficiency);
    connect(&m_runner, &ClusterRunner::finished, this, [this] {
        showStudy();
        showStatus();
        emit finished();
    });
    connect(&m_runner, &ClusterRunner::started, this, &ClusterPanel::showStatus);
    connect(&m_scenario, &ScenarioPresenter::scenarioChanged, this, &ClusterPanel::showStatus);
    connect(m_policy, &QComboBox::currentIndexChanged, this, [this](int position) { showReplay(position, m_hour->value()); });
    connect(m_hour, &QSlider::valueChanged, this, [this](int hour) { showReplay(m_policy->currentIndex(), hour); });
    connect(m_play, &QPushButton::toggled, this, &ClusterPanel::togglePlay);
    connect(m_player, &QTimer::timeout, this, &ClusterPanel::advancePlay);
    showStudy();
    showStatus();
}

ClusterPanel::~ClusterPanel() = default;

void ClusterPanel::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    // A first look runs the study: the facilitator opens the tab and the racks fill.
    if (!m_runner.study() && !m_runner.isRunning() && m_scenario.scenario().cluster)
        simulate();
}

void ClusterPanel::setChartTextScale(double scale)
{
    m_chart->setTextScale(scale);
}

void ClusterPanel::setFiguresShown(bool shown)
{
    m_figures->setVisible(shown);
}

void ClusterPanel::simulate()
{
    m_runner.start();
}

void ClusterPanel::showStatus()
{
    offerEfficiency();
    const bool hasCluster = m_scenario.scenario().cluster.has_value();
    m_simulate->setEnabled(hasCluster && !m_runner.isRunning());
    if (!hasCluster && !m_runner.study()) {
        m_status->setText(
            tr("This scenario describes no cluster. Open a cluster preset (File → Open Preset: “GPU cluster: …”), or "
               "give the scenario file a cluster section (docs/scenario-format.md)."));
        return;
    }
    if (m_runner.isRunning())
        m_status->setText(tr("Simulating each policy on the same jobs…"));
    else if (!m_runner.failure().isEmpty())
        m_status->setText(tr("The simulation failed: %1").arg(m_runner.failure()));
    else if (m_runner.study() && !m_runner.studyIsCurrent())
        m_status->setText(tr("The scenario has changed since this simulation: Simulate runs it again."));
    else
        m_status->clear();
}

/// The outcome of the policy the scenario's cluster section names, in a current study; null otherwise.
const PolicyOutcome* ClusterPanel::plannedOutcome() const
{
    const std::optional<ClusterStudy>& study = m_runner.study();
    if (!study || !m_runner.studyIsCurrent() || !m_scenario.scenario().cluster)
        return nullptr;
    const auto found = std::ranges::find(study->outcomes, m_scenario.scenario().cluster->policy,
                                         [](const PolicyOutcome& outcome) { return outcome.run.policy; });
    return found != study->outcomes.end() && found->schedulerEfficiency ? &*found : nullptr;
}

void ClusterPanel::offerEfficiency()
{
    const PolicyOutcome* planned = plannedOutcome();
    if (planned == nullptr) {
        m_useEfficiency->hide();
        return;
    }
    const QString efficiency = formatPercent(QLocale(), *planned->schedulerEfficiency);
    m_useEfficiency->setText(tr("&Use %1 in the sizing").arg(efficiency));
    m_useEfficiency->setToolTip(tr("Sets the scheduler efficiency of “%1” to %2, %3’s in this simulation: the share of the "
                                   "GPU-hours placement could put to work that did useful work. The sizing plans the fleet with "
                                   "it; Edit → Undo takes it back.")
                                    .arg(toQString(m_runner.study()->option), efficiency, policyTitle(planned->run.policy)));
    // Shown with its text, so that the row is laid out for it.
    m_useEfficiency->show();
}

void ClusterPanel::useEfficiency()
{
    const PolicyOutcome* planned = plannedOutcome();
    if (planned == nullptr)
        return;
    const std::vector<SelfHostedOption>& options = m_scenario.scenario().selfHosted;
    const auto option = std::ranges::find(options, m_runner.study()->option, &SelfHostedOption::name);
    if (option == options.end())
        return;
    const auto index = static_cast<std::size_t>(option - options.begin());
    const Issues refused = m_scenario.edit({{fmt::format("/self_hosted/{}/serving/scheduler_efficiency", index),
                                             fmt::format("{:.6g}", *planned->schedulerEfficiency)}},
                                           tr("Scheduler efficiency from the cluster"));
    if (refused.empty())
        m_runner.keepStudyForCurrentScenario();
    showStatus();
}

void ClusterPanel::showStudy()
{
    m_player->stop();
    m_play->setChecked(false);
    const std::optional<ClusterStudy>& study = m_runner.study();
    m_body->setVisible(study.has_value());
    m_replay.reset();
    if (!study) {
        m_summary->clear();
        return;
    }
    const QLocale locale;
    QStringList worth;
    for (const PolicyWorth& entry : study->worth)
        worth << worthSentence(locale, *study, entry).toHtmlEscaped();
    m_summary->setText(QStringLiteral("<b>%1</b><br>%2")
                           .arg(worth.join(QStringLiteral("<br>")), clusterDescription(locale, *study).toHtmlEscaped()));

    m_grid->setCluster(study->shape, study->gpusPerNode, study->jobs);
    m_chart->showStudy(*study);
    m_chartLegend->setText(chartLegend(*study, m_chart->chart()->theme()));
    m_gridLegend->setText(gridLegend(themeFor(palette())));
    fillFigures(*study);
    {
        const QSignalBlocker quietPolicy(m_policy);
        const QSignalBlocker quietHour(m_hour);
        m_policy->clear();
        for (const PolicyOutcome& outcome : study->outcomes)
            m_policy->addItem(policyTitle(outcome.run.policy));
        m_hour->setRange(0, std::max(0, static_cast<int>(std::ceil(study->days * HOURS_PER_DAY)) - 1));
        // The middle of the run: the queue has built up, the first day's empty racks are gone.
        m_hour->setValue(m_hour->maximum() / 2);
    }
    showReplay(m_policy->currentIndex(), m_hour->value());
}

void ClusterPanel::fillFigures(const ClusterStudy& study)
{
    const QLocale locale;
    m_figures->setRowCount(static_cast<int>(study.outcomes.size()));
    QStringList policies;
    for (std::size_t row = 0; row < study.outcomes.size(); ++row) {
        const PolicyOutcome& outcome = study.outcomes[row];
        policies << policyTitle(outcome.run.policy);
        const QStringList cells = policyFigures(locale, study, outcome);
        for (qsizetype column = 0; column < cells.size(); ++column)
            m_figures->setItem(static_cast<int>(row), static_cast<int>(column), figure(cells[column]));
    }
    m_figures->setVerticalHeaderLabels(policies);
    m_figures->setFixedHeight(m_figures->horizontalHeader()->sizeHint().height()
                              + m_figures->rowCount() * m_figures->verticalHeader()->defaultSectionSize()
                              + 2 * m_figures->frameWidth());
}

void ClusterPanel::showReplay(int position, int hour)
{
    const std::optional<ClusterStudy>& study = m_runner.study();
    if (!study || position < 0 || static_cast<std::size_t>(position) >= study->outcomes.size())
        return;
    const PolicyRun& run = study->outcomes[static_cast<std::size_t>(position)].run;
    if (!m_replay || m_replayed != position) {
        m_replay.emplace(study->shape, run.placements);
        m_replayed = position;
    }
    if (m_policy->currentIndex() != position)
        m_policy->setCurrentIndex(position);
    if (m_hour->value() != hour)
        m_hour->setValue(hour);
    m_replay->seek(hour);
    const auto sample = static_cast<std::size_t>(hour);
    const ClusterSample shown = sample < run.series.size() ? run.series[sample] : ClusterSample{};
    m_grid->setHolders(m_replay->holders(), m_replay->slowed(), shown.strandedGpus > 0);
    m_chart->markHour(hour);
    const QLocale locale;
    m_hourText->setText(tr("%1: %2 GPUs busy, %3 doing useful work, %4 stranded; waiting jobs ask for %5.")
                            .arg(simulationTime(locale, hour), formatCount(locale, shown.busyGpus),
                                 formatWhole(locale, shown.usefulGpus), formatCount(locale, shown.strandedGpus),
                                 formatCount(locale, shown.waitingGpus)));
}

void ClusterPanel::togglePlay()
{
    if (!m_play->isChecked()) {
        m_player->stop();
        m_play->setText(tr("&Play"));
        return;
    }
    if (m_hour->value() >= m_hour->maximum())
        m_hour->setValue(0);
    m_play->setText(tr("&Pause"));
    m_player->start();
}

void ClusterPanel::advancePlay()
{
    if (m_hour->value() >= m_hour->maximum()) {
        m_play->setChecked(false);
        return;
    }
    m_hour->setValue(m_hour->value() + 1);
}

} // namespace tco::ui
