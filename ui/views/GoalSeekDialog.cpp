#include "views/GoalSeekDialog.h"

#include "analysis/GoalSeek.h"
#include "presenters/Formatting.h"
#include "presenters/Results.h"
#include "presenters/ScenarioPresenter.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace tco::ui {
namespace {

/// Options by their place: self-hosted ones first, then API offers, as the combo boxes list them.
OptionRef optionAt(const Scenario& scenario, int index)
{
    const auto position = static_cast<std::size_t>(index);
    return position < scenario.selfHosted.size() ? OptionRef{true, position}
                                                 : OptionRef{false, position - scenario.selfHosted.size()};
}

} // namespace

GoalSeekDialog::GoalSeekDialog(ScenarioPresenter& scenario, QWidget* parent)
    : QDialog(parent)
    , m_scenario(scenario)
    , m_driver(new QComboBox(this))
    , m_option(new QComboBox(this))
    , m_against(new QComboBox(this))
    , m_answer(new QLabel(this))
{
    setWindowTitle(tr("Goal Seek"));
    m_driver->setObjectName(QStringLiteral("goalSeekDriver"));
    m_option->setObjectName(QStringLiteral("goalSeekOption"));
    m_against->setObjectName(QStringLiteral("goalSeekAgainst"));
    m_answer->setObjectName(QStringLiteral("goalSeekAnswer"));
    m_answer->setWordWrap(true);
    m_answer->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* form = new QFormLayout;
    form->addRow(tr("Change:"), m_driver);
    form->addRow(tr("until:"), m_option);
    form->addRow(tr("costs the same as:"), m_against);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* findButton = buttons->addButton(tr("&Find"), QDialogButtonBox::ActionRole);
    m_apply = buttons->addButton(tr("&Apply to Scenario"), QDialogButtonBox::ApplyRole);
    m_apply->setEnabled(false);
    connect(findButton, &QPushButton::clicked, this, &GoalSeekDialog::find);
    connect(m_apply, &QPushButton::clicked, this, &GoalSeekDialog::apply);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_answer);
    layout->addWidget(buttons);
    fillChoices();
}

void GoalSeekDialog::fillChoices()
{
    const Scenario& current = m_scenario.scenario();
    for (const Driver& driver : scenarioDrivers(current, m_scenario.catalog()))
        m_driver->addItem(driverNameWithUnit(driver), toQString(driver.pointer));
    QStringList options;
    for (const SelfHostedOption& option : current.selfHosted)
        options << toQString(option.name);
    for (const ApiOffer& offer : current.apiOffers)
        options << toQString(offer.name);
    m_option->addItems(options);
    m_against->addItems(options);
    // The headline's question to begin with.
    if (const std::optional<Outcome> headline = defaultOutcome(current, m_scenario.catalog())) {
        m_option->setCurrentIndex(static_cast<int>(optionPosition(current, headline->option)));
        m_against->setCurrentIndex(static_cast<int>(optionPosition(current, headline->other)));
    }
}

void GoalSeekDialog::find()
{
    m_found.reset();
    m_apply->setEnabled(false);
    const Scenario& current = m_scenario.scenario();
    const Catalog& catalog = m_scenario.catalog();
    if (m_option->currentIndex() == m_against->currentIndex()) {
        m_answer->setText(tr("Choose two different options."));
        return;
    }
    const std::optional<Driver> driver = findDriver(current, catalog, m_driver->currentData().toString().toStdString());
    if (!driver)
        return;
    const Outcome outcome{Outcome::Kind::MonthlyDifference, optionAt(current, m_option->currentIndex()),
                          optionAt(current, m_against->currentIndex())};
    const DriverRange range = searchRange(*driver);
    const auto found = goalSeek(current, catalog, outcome, *driver, range);
    if (!found) {
        m_answer->setText(tr("No solution: %1.").arg(toQString(found.error())));
        return;
    }
    const QString value = formatDriverValue(QLocale(), found->value);
    if (found->step) {
        m_answer->setText(tr("The two never cost exactly the same: at %1 %2 a fleet adds GPUs, and %3 goes from %4 to %5 a month "
                             "more than %6.")
                              .arg(value, toQString(driver->unit), m_option->currentText(), money(found->outcomeBelow),
                                   money(found->outcomeAbove), m_against->currentText()));
    } else {
        m_answer->setText(tr("%1 and %2 cost the same at %3 %4 (now %5).")
                              .arg(m_option->currentText(), m_against->currentText(), value, toQString(driver->unit),
                                   formatDriverValue(QLocale(), driver->value)));
    }
    if (found->crossings > 1) {
        m_answer->setText(m_answer->text() + QLatin1Char(' ')
                          + tr("The cheaper of the two changes %1 times between %2 and %3; this is the lowest.")
                                .arg(found->crossings)
                                .arg(formatDriverValue(QLocale(), range.low), formatDriverValue(QLocale(), range.high)));
    }
    m_found = found->value;
    m_apply->setEnabled(true);
}

QString GoalSeekDialog::money(double amount) const
{
    return formatMoney(QLocale(), Money{amount, m_scenario.scenario().currency.display});
}

void GoalSeekDialog::apply()
{
    const std::optional<Driver> driver
        = findDriver(m_scenario.scenario(), m_scenario.catalog(), m_driver->currentData().toString().toStdString());
    if (!driver || !m_found)
        return;
    const Issues issues = m_scenario.edit({driverOverride(*driver, *m_found)}, tr("Goal seek %1").arg(driverName(*driver)));
    if (!issues.empty())
        m_answer->setText(tr("The scenario refuses the value: %1").arg(toQString(issues.front().message)));
    m_apply->setEnabled(false);
}

} // namespace tco::ui
