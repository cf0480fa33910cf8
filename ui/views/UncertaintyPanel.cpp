#include "views/UncertaintyPanel.h"

#include "analysis/Sensitivity.h"
#include "presenters/DistributionText.h"
#include "presenters/Formatting.h"
#include "presenters/ScenarioPresenter.h"
#include "scenario/ScenarioJson.h"
#include "views/CorrelationDialog.h"
#include "views/DistributionDialog.h"
#include "views/charts/UncertaintyChart.h"

#include <nlohmann/json.hpp>

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

namespace tco::ui {
namespace {

/// The inputs a suggestion gives a distribution: those that move the outcome most, each over the
/// tornado's range for it (its default range, or the one the scenario gives it).
constexpr std::size_t SUGGESTED_INPUTS = 5;
/// The drivers of the spread the summary lists.
constexpr std::size_t LISTED_DRIVERS = 5;
constexpr int PROGRESS_STEPS = 1000;
constexpr int POLL_MILLISECONDS = 100;
/// The panel's parts on first show, in proportion: the chart over the inputs and the figures.
constexpr int CHART_HEIGHT = 300;
constexpr int CONTROLS_HEIGHT = 220;
constexpr int CONTROLS_WIDTH = 380;
constexpr int FIGURES_WIDTH = 300;
const QString DISTRIBUTIONS = QStringLiteral("/analysis/distributions");

QString html(const QString& text)
{
    return text.toHtmlEscaped();
}

} // namespace

UncertaintyPanel::UncertaintyPanel(ScenarioPresenter& scenario, QWidget* parent)
    : QWidget(parent)
    , m_scenario(scenario)
    , m_inputs(new QTableWidget(0, 2, this))
    , m_samples(new QComboBox(this))
    , m_seed(new QSpinBox(this))
    , m_sampling(new QComboBox(this))
    , m_measure(new QComboBox(this))
    , m_progressBar(new QProgressBar(this))
    , m_summary(new QLabel(this))
    , m_chart(new UncertaintyChart(scenario, this))
    , m_poll(new QTimer(this))
    , m_runner(scenario)
{
    m_inputs->setObjectName(QStringLiteral("uncertainInputs"));
    m_inputs->setHorizontalHeaderLabels({tr("Input"), tr("Distribution")});
    m_inputs->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_inputs->verticalHeader()->hide();
    m_inputs->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_inputs->setSelectionMode(QAbstractItemView::SingleSelection);
    m_inputs->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_inputs->setWordWrap(false);

    auto* add = new QPushButton(tr("&Add…"), this);
    m_edit = new QPushButton(tr("&Edit…"), this);
    m_remove = new QPushButton(tr("Re&move"), this);
    m_suggest = new QPushButton(tr("S&uggest"), this);
    m_suggest->setObjectName(QStringLiteral("suggestDistributions"));
    m_suggest->setToolTip(tr("Gives the %1 inputs that move the outcome most, of those without one, a triangular distribution "
                             "over the range the tornado varies them: a start to refine.")
                              .arg(SUGGESTED_INPUTS));
    m_correlate = new QPushButton(tr("&Correlations…"), this);
    m_correlate->setObjectName(QStringLiteral("editCorrelations"));
    m_correlate->setToolTip(tr("Which inputs move together, and how closely: drawn together with those rank correlations."));
    auto* inputButtons = new QHBoxLayout;
    for (QPushButton* button : {add, m_edit, m_remove, m_suggest, m_correlate})
        inputButtons->addWidget(button);
    inputButtons->addStretch(1);

    for (const std::int64_t samples : SAMPLE_CHOICES)
        m_samples->addItem(formatWhole(QLocale(), static_cast<double>(samples)), QVariant::fromValue(samples));
    m_samples->setCurrentIndex(1);
    m_samples->setObjectName(QStringLiteral("samples"));
    m_seed->setRange(1, std::numeric_limits<int>::max());
    m_seed->setObjectName(QStringLiteral("seed"));
    m_seed->setToolTip(tr("The same seed draws the same samples, on any computer."));
    m_measure->setObjectName(QStringLiteral("measure"));
    m_measure->addItem(tr("A month"), static_cast<int>(Outcome::Kind::MonthlyDifference));
    m_measure->addItem(tr("Over the horizon"), static_cast<int>(Outcome::Kind::HorizonDifference));
    m_measure->addItem(tr("Present value"), static_cast<int>(Outcome::Kind::PresentValueDifference));
    m_measure->addItem(costItemName(CostItem::UnusedCommitment), static_cast<int>(Outcome::Kind::UnusedCommitment));
    m_measure->setToolTip(tr("What the run measures: the two options' difference in a month at today's volume, summed "
                             "over the horizon as the volume grows, or that discounted to today at the scenario's rate; or "
                             "what the option that commits pays over the horizon for reserved GPUs or promised spend it "
                             "does not use."));
    m_sampling->setObjectName(QStringLiteral("sampling"));
    m_sampling->addItem(tr("Random"), QStringLiteral("random"));
    m_sampling->addItem(tr("Latin hypercube"), QStringLiteral("lhs"));
    m_sampling->setToolTip(tr("Latin hypercube draws each input once in each of as many equally likely slices of its range "
                              "as there are samples: steadier percentiles from fewer samples."));
    m_run = new QPushButton(tr("&Run"), this);
    m_run->setObjectName(QStringLiteral("runMonteCarlo"));
    m_run->setDefault(true);
    auto* runRow = new QHBoxLayout;
    auto* samplesLabel = new QLabel(tr("&Samples:"), this);
    samplesLabel->setBuddy(m_samples);
    auto* seedLabel = new QLabel(tr("S&eed:"), this);
    seedLabel->setBuddy(m_seed);
    // What a run measures and how it draws, then how many draws and the run: two rows, so that
    // the panel keeps its figures beside it in a window of 1280 pixels with the editor docked.
    auto* settingsRow = new QHBoxLayout;
    auto* measureLabel = new QLabel(tr("&Outcome:"), this);
    measureLabel->setBuddy(m_measure);
    settingsRow->addWidget(measureLabel);
    settingsRow->addWidget(m_measure);
    auto* samplingLabel = new QLabel(tr("Samp&ling:"), this);
    samplingLabel->setBuddy(m_sampling);
    settingsRow->addWidget(samplingLabel);
    settingsRow->addWidget(m_sampling);
    settingsRow->addStretch(1);
    runRow->addWidget(samplesLabel);
    runRow->addWidget(m_samples);
    runRow->addWidget(seedLabel);
    runRow->addWidget(m_seed);
    runRow->addStretch(1);
    runRow->addWidget(m_run);

    m_cancel = new QPushButton(tr("Cancel"), this);
    m_cancel->setObjectName(QStringLiteral("cancelMonteCarlo"));
    m_progressBar->setRange(0, PROGRESS_STEPS);
    auto* progressRow = new QHBoxLayout;
    progressRow->addWidget(m_progressBar, 1);
    progressRow->addWidget(m_cancel);

    m_summary->setObjectName(QStringLiteral("uncertaintySummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setAlignment(Qt::AlignTop | Qt::AlignLeft);

    // The chart above; below it, the inputs and the run on the left, the figures on the right.
    auto* controls = new QWidget(this);
    auto* controlsLayout = new QVBoxLayout(controls);
    controlsLayout->setContentsMargins(6, 6, 6, 6);
    controlsLayout->addWidget(new QLabel(tr("<b>Uncertain inputs</b>"), controls));
    controlsLayout->addWidget(m_inputs, 1);
    controlsLayout->addLayout(inputButtons);
    controlsLayout->addLayout(settingsRow);
    controlsLayout->addLayout(runRow);
    controlsLayout->addLayout(progressRow);
    auto* figures = new QScrollArea(this);
    figures->setWidget(m_summary);
    figures->setWidgetResizable(true);
    figures->setFrameShape(QFrame::NoFrame);
    auto* bottom = new QSplitter(Qt::Horizontal, this);
    bottom->addWidget(controls);
    bottom->addWidget(figures);
    bottom->setSizes({CONTROLS_WIDTH, FIGURES_WIDTH});

    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_chart);
    splitter->addWidget(bottom);
    splitter->setStretchFactor(0, 1);
    splitter->setSizes({CHART_HEIGHT, CONTROLS_HEIGHT});
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    connect(&m_runner, &MonteCarloRunner::finished, this, &UncertaintyPanel::finish);
    m_poll->setInterval(POLL_MILLISECONDS);
    connect(m_poll, &QTimer::timeout, this, &UncertaintyPanel::showProgress);
    connect(add, &QPushButton::clicked, this, &UncertaintyPanel::addDistribution);
    connect(m_edit, &QPushButton::clicked, this, &UncertaintyPanel::editDistribution);
    connect(m_remove, &QPushButton::clicked, this, &UncertaintyPanel::removeDistribution);
    connect(m_suggest, &QPushButton::clicked, this, &UncertaintyPanel::suggestDistributions);
    connect(m_correlate, &QPushButton::clicked, this, [this] {
        auto* dialog = new CorrelationDialog(m_scenario, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });
    connect(m_sampling, &QComboBox::activated, this, [this] {
        const std::string name = m_sampling->currentData().toString().toStdString();
        m_scenario.edit({{"/analysis/sampling", name == "random" ? std::string("null") : nlohmann::ordered_json(name).dump()}},
                        tr("Change sampling"));
    });
    connect(m_inputs, &QTableWidget::itemSelectionChanged, this, &UncertaintyPanel::showInputs);
    connect(m_inputs, &QTableWidget::cellDoubleClicked, this, &UncertaintyPanel::editDistribution);
    connect(m_run, &QPushButton::clicked, this, &UncertaintyPanel::run);
    connect(m_cancel, &QPushButton::clicked, this, &UncertaintyPanel::cancel);
    connect(&m_scenario, &ScenarioPresenter::scenarioChanged, this, [this] {
        showInputs();
        showResult();
    });
    showInputs();
    showResult();
}

UncertaintyPanel::~UncertaintyPanel() = default;

void UncertaintyPanel::showInputs()
{
    const Scenario& current = m_scenario.scenario();
    const std::vector<DriverDistribution>& distributions = current.analysis.distributions;
    const int selected = m_inputs->currentRow();
    // Once for every row: the list follows the sliders.
    const std::vector<Driver> drivers
        = distributions.empty() ? std::vector<Driver>() : scenarioDrivers(current, m_scenario.catalog());
    {
        const QSignalBlocker quiet(m_inputs);
        m_inputs->setRowCount(static_cast<int>(distributions.size()));
        for (std::size_t index = 0; index < distributions.size(); ++index) {
            const DriverDistribution& entry = distributions[index];
            const auto driver = std::ranges::find(drivers, entry.pointer, &Driver::pointer);
            const QString name = driver != drivers.end() ? driverNameWithUnit(*driver) : toQString(entry.pointer);
            const auto row = static_cast<int>(index);
            // The reason for the range, with its source, under the pointer.
            const QString reason = toQString(entry.reason);
            const auto setCell = [&](int column, const QString& text) {
                auto* item = new QTableWidgetItem(text);
                item->setToolTip(
                    reason.isEmpty() ? text : tr("%1\n\nWhy: %2", "a distribution, and the reason for it").arg(text, reason));
                m_inputs->setItem(row, column, item);
            };
            setCell(0, name);
            setCell(1,
                    tr("%1: %2", "a kind of distribution: its figures")
                        .arg(distributionKindLabel(entry.distribution.kind),
                             distributionSummary(entry.distribution, driver != drivers.end() ? &*driver : nullptr)));
        }
        m_inputs->setCurrentCell(std::min(selected, m_inputs->rowCount() - 1), 0);
    }
    const bool hasSelection = m_inputs->currentRow() >= 0 && !m_inputs->selectedItems().isEmpty();
    m_edit->setEnabled(hasSelection);
    m_remove->setEnabled(hasSelection);
    m_correlate->setEnabled(distributions.size() >= 2);
    {
        const QSignalBlocker quiet(m_sampling);
        m_sampling->setCurrentIndex(
            m_sampling->findData(QString::fromLatin1(nameOf(current.analysis.sampling, SAMPLING_NAMES).data())));
    }
    m_run->setEnabled(!isRunning() && !distributions.empty());
}

void UncertaintyPanel::addDistribution()
{
    auto* dialog = new DistributionDialog(m_scenario, std::nullopt, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void UncertaintyPanel::editDistribution()
{
    const int row = m_inputs->currentRow();
    if (row < 0)
        return;
    auto* dialog = new DistributionDialog(m_scenario, static_cast<std::size_t>(row), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void UncertaintyPanel::removeDistribution()
{
    const int row = m_inputs->currentRow();
    if (row < 0)
        return;
    const QString name = m_inputs->item(row, 0)->text();
    m_scenario.edit({{QStringLiteral("%1/%2").arg(DISTRIBUTIONS).arg(row).toStdString(), "null"}},
                    tr("Remove distribution of %1").arg(name));
}

void UncertaintyPanel::suggestDistributions()
{
    const Scenario& current = m_scenario.scenario();
    const std::optional<Tornado>& bars = m_scenario.results().tornado();
    if (!bars)
        return;
    const std::vector<DriverDistribution>& distributions = current.analysis.distributions;
    std::vector<Override> changes;
    for (const TornadoBar& bar : bars->bars) {
        const bool taken
            = std::ranges::find(distributions, bar.driver.pointer, &DriverDistribution::pointer) != distributions.end();
        if (bar.swing <= 0.0 || taken)
            continue;
        const double low = std::min(bar.low, bar.high);
        const double high = std::max(bar.low, bar.high);
        const DriverDistribution entry{
            bar.driver.pointer, Distribution::triangular(low, std::clamp(bar.driver.value, low, high), high),
            tr("Suggested from the tornado's range for it (%1): replace it with what you know, and say where it comes from.")
                .arg(formatRangeAboutValue(QLocale(), bar.driver, {bar.driver.pointer, low, high}))
                .toStdString()};
        changes.push_back({DISTRIBUTIONS.toStdString() + "/-", nlohmann::ordered_json(entry).dump()});
        if (changes.size() == SUGGESTED_INPUTS)
            break;
    }
    if (!changes.empty())
        m_scenario.edit(changes, tr("Suggest distributions"));
}

void UncertaintyPanel::run()
{
    if (m_runner.start(m_samples->currentData().toLongLong(), static_cast<std::uint64_t>(m_seed->value()),
                       static_cast<Outcome::Kind>(m_measure->currentData().toInt()))) {
        m_progressBar->setValue(0);
        m_poll->start();
    }
    showInputs();
    showResult();
}

void UncertaintyPanel::cancel()
{
    m_runner.cancel();
}

void UncertaintyPanel::showProgress()
{
    m_progressBar->setValue(static_cast<int>(m_runner.progress() * PROGRESS_STEPS));
}

const UncertaintyResult* UncertaintyPanel::currentResult() const
{
    return m_runner.resultIsCurrent() ? &*m_runner.result() : nullptr;
}

void UncertaintyPanel::finish()
{
    m_poll->stop();
    m_chart->setResult(m_runner.result());
    showInputs();
    showResult();
    emit finished();
}

void UncertaintyPanel::showResult()
{
    const bool running = isRunning();
    m_progressBar->setVisible(running);
    m_cancel->setVisible(running);
    m_samples->setEnabled(!running);
    m_seed->setEnabled(!running);
    m_sampling->setEnabled(!running);
    m_measure->setEnabled(!running);

    QString text;
    const QString& failure = m_runner.failure();
    if (!failure.isEmpty())
        text += QStringLiteral("<p><b>%1</b></p>").arg(html(failure));
    const std::optional<UncertaintyResult>& result = m_runner.result();
    if (!result) {
        if (!running && failure.isEmpty())
            text += tr("<p>Give the inputs you are unsure of a distribution, then run: every sample draws them together and "
                       "prices the whole scenario.</p>");
        m_summary->setText(text);
        return;
    }
    const Scenario& current = m_scenario.scenario();
    const MonteCarloResult& run = result->run;
    const Outcome& outcome = result->outcome;
    const auto money = [&](double amount) { return formatMoney(QLocale(), Money{amount, current.currency.display}); };
    if (!m_runner.resultIsCurrent())
        text += tr("<p><i>The scenario has changed since this run: run it again to update.</i></p>");
    if (const std::optional<GpusAgainstApi>& pair = result->gpusAgainstApi) {
        text += tr("<p><big><b>%1</b></big> chance that %2 costs less than %3.</p>")
                    .arg(formatPercent(QLocale(), pair->probabilityGpusCheaper), html(toQString(optionName(current, pair->gpus))),
                         html(toQString(optionName(current, pair->api))));
    }
    QStringList percentiles;
    for (const auto& [name, value] :
         {std::pair{tr("P5"), run.outcome.percentile5}, std::pair{tr("P10"), run.outcome.percentile10},
          std::pair{tr("P50"), run.outcome.percentile50}, std::pair{tr("P90"), run.outcome.percentile90},
          std::pair{tr("P95"), run.outcome.percentile95}})
        percentiles << QStringLiteral("<tr><td>%1</td><td align=\"right\">%2</td></tr>").arg(name, html(money(value)));
    text += QStringLiteral("<p>%1</p><table cellspacing=\"1\">%2")
                .arg(html(outcomeName(current, outcome)), percentiles.join(QString()));
    text += QStringLiteral("</table><p>%1</p><table cellspacing=\"1\">").arg(tr("What drives the spread (share of variance):"));
    for (std::size_t index = 0; index < std::min(LISTED_DRIVERS, run.importance.size()); ++index) {
        const InputImportance& importance = run.importance[index];
        text += QStringLiteral("<tr><td>%1</td><td align=\"right\">%2</td></tr>")
                    .arg(html(driverName(result->drivers[importance.input])), formatPercent(QLocale(), importance.varianceShare));
    }
    text += QStringLiteral("</table><p>%1</p>")
                .arg(tr("%1 samples, seed %2.").arg(formatWhole(QLocale(), static_cast<double>(run.samples))).arg(run.seed));
    for (const CorrelationRepair& repair : run.correlationRepairs) {
        text += QStringLiteral("<p>%1</p>")
                    .arg(html(tr("%1 and %2 were drawn with a rank correlation of %3, not %4: the correlations asked for are "
                                 "impossible together, and the nearest possible ones were used.")
                                  .arg(driverName(result->drivers[repair.first]), driverName(result->drivers[repair.second]),
                                       formatNumber(QLocale(), repair.used, 2), formatNumber(QLocale(), repair.asked, 2))));
    }
    if (run.nonFiniteSamples > 0)
        text += QStringLiteral("<p>%1</p>")
                    .arg(tr("%1 samples in which a self-hosted option could not run are left out.")
                             .arg(formatWhole(QLocale(), static_cast<double>(run.nonFiniteSamples))));
    m_summary->setText(text);
}

} // namespace tco::ui
