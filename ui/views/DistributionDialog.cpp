#include "views/DistributionDialog.h"

#include "presenters/DistributionText.h"

#include "analysis/Sensitivity.h"
#include "presenters/Formatting.h"
#include "presenters/ScenarioPresenter.h"
#include "scenario/Driver.h"
#include "scenario/ScenarioJson.h"

#include <nlohmann/json.hpp>

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

#include <algorithm>

namespace tco::ui {
namespace {

/// The figures a new distribution starts from: the range a tornado varies the input over.
/// Lognormal: a high value (exceeded one time in ten) this many times the typical one, where
/// the range gives none above the value.
constexpr double STARTING_P90_RATIO = 1.5;

constexpr std::array KINDS{DistributionKind::Triangular, DistributionKind::Pert, DistributionKind::Uniform,
                           DistributionKind::Normal, DistributionKind::Lognormal};

QString parameterLabel(double Distribution::* field)
{
    if (field == &Distribution::minimum)
        return DistributionDialog::tr("Lowest:");
    if (field == &Distribution::mode)
        return DistributionDialog::tr("Most likely:");
    if (field == &Distribution::maximum)
        return DistributionDialog::tr("Highest:");
    if (field == &Distribution::mean)
        return DistributionDialog::tr("Mean:");
    if (field == &Distribution::standardDeviation)
        return DistributionDialog::tr("Standard deviation:");
    if (field == &Distribution::median)
        return DistributionDialog::tr("Typical (median):");
    return DistributionDialog::tr("High (exceeded one time in ten):");
}

/// Every kind's figures worked out from the input's value and its tornado range.
Distribution startingFigures(const Driver& driver, const Scenario& scenario)
{
    const DriverRange range = variedRange(driver, scenario.analysis.ranges);
    Distribution figures;
    figures.minimum = range.low;
    figures.mode = driver.value;
    figures.maximum = range.high;
    figures.mean = driver.value;
    // A normal whose ±2 standard deviations span the range.
    figures.standardDeviation = (range.high - range.low) / 4.0;
    figures.median = driver.value;
    // The range's high end as the value exceeded one time in ten: three times the volume's forecast.
    figures.percentile90 = range.high > driver.value ? range.high : clampToRule(driver.value * STARTING_P90_RATIO, driver.rule);
    return figures;
}

} // namespace

DistributionDialog::DistributionDialog(ScenarioPresenter& scenario, std::optional<std::size_t> entry, QWidget* parent)
    : QDialog(parent)
    , m_scenario(scenario)
    , m_entry(entry)
    , m_input(new QComboBox(this))
    , m_kind(new QComboBox(this))
    , m_now(new QLabel(this))
    , m_reason(new QLineEdit(this))
    , m_problem(new QLabel(this))
{
    setWindowTitle(entry ? tr("Edit Distribution") : tr("Add Distribution"));
    m_input->setObjectName(QStringLiteral("distributionInput"));
    m_kind->setObjectName(QStringLiteral("distributionKind"));
    m_problem->setObjectName(QStringLiteral("distributionProblem"));
    m_reason->setObjectName(QStringLiteral("distributionReason"));
    m_reason->setPlaceholderText(tr("Why this range, and where it comes from"));
    m_problem->setWordWrap(true);
    m_problem->setForegroundRole(QPalette::BrightText);

    const Scenario& current = m_scenario.scenario();
    const std::vector<DriverDistribution>& distributions = current.analysis.distributions;
    const std::optional<DriverDistribution> edited = entry ? std::optional(distributions.at(*entry)) : std::nullopt;
    for (const Driver& driver : scenarioDrivers(current, m_scenario.catalog())) {
        const bool taken = std::ranges::find(distributions, driver.pointer, &DriverDistribution::pointer) != distributions.end();
        if (!taken || (edited && edited->pointer == driver.pointer))
            m_input->addItem(driverNameWithUnit(driver), toQString(driver.pointer));
    }
    for (const DistributionKind kind : KINDS)
        m_kind->addItem(distributionKindLabel(kind), static_cast<int>(kind));

    auto* form = new QFormLayout;
    form->addRow(tr("Input:"), m_input);
    form->addRow(QString(), m_now);
    form->addRow(tr("Distribution:"), m_kind);
    for (std::size_t index = 0; index < MOST_PARAMETERS; ++index) {
        m_labels[index] = new QLabel(this);
        m_values[index] = new QLineEdit(this);
        m_values[index]->setObjectName(QStringLiteral("distributionParameter%1").arg(index));
        m_labels[index]->setBuddy(m_values[index]);
        form->addRow(m_labels[index], m_values[index]);
    }
    form->addRow(tr("&Reason:"), m_reason);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &DistributionDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);

    connect(m_input, &QComboBox::currentIndexChanged, this, &DistributionDialog::showInput);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &DistributionDialog::showKind);
    if (edited) {
        m_input->setCurrentIndex(m_input->findData(toQString(edited->pointer)));
        m_input->setEnabled(false);
        m_kind->setCurrentIndex(m_kind->findData(static_cast<int>(edited->distribution.kind)));
        const std::vector<double Distribution::*> fields = parameterFields(edited->distribution.kind);
        const std::optional<Driver> driver = currentDriver();
        for (std::size_t index = 0; index < fields.size() && driver; ++index)
            m_values[index]->setText(formatInputValue(QLocale(), *driver, edited->distribution.*fields[index]));
        m_reason->setText(toQString(edited->reason));
    }
    showInput();
}

std::optional<Driver> DistributionDialog::currentDriver() const
{
    return findDriver(m_scenario.scenario(), m_scenario.catalog(), m_input->currentData().toString().toStdString());
}

void DistributionDialog::showInput()
{
    const std::optional<Driver> driver = currentDriver();
    m_now->setText(driver ? tr("Now %1").arg(formatInputWithUnit(QLocale(), *driver, driver->value)) : QString());
    // An edited distribution keeps its figures until its kind changes.
    if (!m_entry || m_values[0]->text().isEmpty())
        showKind();
}

void DistributionDialog::showKind()
{
    const auto kind = static_cast<DistributionKind>(m_kind->currentData().toInt());
    const std::optional<Driver> driver = currentDriver();
    const Distribution figures = driver ? startingFigures(*driver, m_scenario.scenario()) : Distribution{};
    const std::vector<double Distribution::*> fields = parameterFields(kind);
    for (std::size_t index = 0; index < MOST_PARAMETERS; ++index) {
        const bool used = index < fields.size();
        m_labels[index]->setVisible(used);
        m_values[index]->setVisible(used);
        if (used) {
            m_labels[index]->setText(parameterLabel(fields[index]));
            m_values[index]->setText(driver ? formatInputValue(QLocale(), *driver, figures.*fields[index]) : QString());
        }
    }
}

void DistributionDialog::accept()
{
    DriverDistribution entry{m_input->currentData().toString().toStdString(), {}};
    entry.distribution.kind = static_cast<DistributionKind>(m_kind->currentData().toInt());
    const std::vector<double Distribution::*> fields = parameterFields(entry.distribution.kind);
    const std::optional<Driver> driver = currentDriver();
    for (std::size_t index = 0; index < fields.size(); ++index) {
        const std::optional<double> value = driver ? parseInputValue(QLocale(), *driver, m_values[index]->text()) : std::nullopt;
        if (!value) {
            m_problem->setText(tr("%1 is not a number: %2").arg(m_labels[index]->text().chopped(1), m_values[index]->text()));
            m_values[index]->setFocus();
            return;
        }
        entry.distribution.*fields[index] = *value;
    }
    entry.reason = m_reason->text().trimmed().toStdString();
    const std::string place
        = m_entry ? "/analysis/distributions/" + std::to_string(*m_entry) : std::string("/analysis/distributions/-");
    const Issues issues
        = m_scenario.edit({{place, nlohmann::ordered_json(entry).dump()}}, tr("Distribution of %1").arg(m_input->currentText()));
    if (!issues.empty()) {
        m_problem->setText(describeIssues(issues).join(QLatin1Char('\n')));
        return;
    }
    QDialog::accept();
}

} // namespace tco::ui
