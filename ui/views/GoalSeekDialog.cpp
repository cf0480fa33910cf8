#include "views/GoalSeekDialog.h"

#include "presenters/Formatting.h"
#include "presenters/GoalSeekAnswer.h"
#include "presenters/ScenarioPresenter.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace tco::ui {
namespace {

/// Wide enough for the longest input names; the answer wraps within it rather than widening
/// the dialog.
constexpr int DIALOG_WIDTH_IN_CHARACTERS = 90;
/// The lines kept for the answer, so that the longest (why there is no solution) fits without
/// the dialog squeezing the boxes above it.
constexpr int ANSWER_LINES = 5;

} // namespace

GoalSeekDialog::GoalSeekDialog(ScenarioPresenter& scenario, QWidget* parent)
    : QDialog(parent)
    , m_scenario(scenario)
    , m_kind(new QComboBox(this))
    , m_option(new QComboBox(this))
    , m_againstLabel(new QLabel(tr("less that of:"), this))
    , m_against(new QComboBox(this))
    , m_target(new QLineEdit(this))
    , m_targetUnit(new QLabel(this))
    , m_driver(new QComboBox(this))
    , m_answer(new QLabel(this))
{
    setWindowTitle(tr("Goal Seek"));
    m_kind->setObjectName(QStringLiteral("goalSeekKind"));
    m_option->setObjectName(QStringLiteral("goalSeekOption"));
    m_against->setObjectName(QStringLiteral("goalSeekAgainst"));
    m_target->setObjectName(QStringLiteral("goalSeekTarget"));
    m_driver->setObjectName(QStringLiteral("goalSeekDriver"));
    m_answer->setObjectName(QStringLiteral("goalSeekAnswer"));
    m_answer->setWordWrap(true);
    m_answer->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_answer->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_kind->addItem(tr("The monthly cost of"), static_cast<int>(Outcome::Kind::MonthlyDifference));
    m_kind->addItem(tr("The cost per million tokens of"), static_cast<int>(Outcome::Kind::CostPerMillionTokens));
    m_target->setText(formatNumber(QLocale(), 0.0, 0));
    for (QComboBox* box : {m_kind, m_option, m_against, m_driver})
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);

    auto* target = new QHBoxLayout;
    target->addWidget(m_target, 1);
    target->addWidget(m_targetUnit);
    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(tr("Set:"), m_kind);
    form->addRow(QString(), m_option);
    form->addRow(m_againstLabel, m_against);
    form->addRow(tr("To:"), target);
    form->addRow(tr("By changing:"), m_driver);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* findButton = buttons->addButton(tr("&Find"), QDialogButtonBox::ActionRole);
    findButton->setDefault(true);
    m_apply = buttons->addButton(tr("&Apply to Scenario"), QDialogButtonBox::ApplyRole);
    m_apply->setEnabled(false);
    connect(findButton, &QPushButton::clicked, this, &GoalSeekDialog::find);
    connect(m_apply, &QPushButton::clicked, this, &GoalSeekDialog::apply);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &GoalSeekDialog::showKind);
    for (QComboBox* box : {m_kind, m_option, m_against, m_driver})
        connect(box, &QComboBox::currentIndexChanged, this, &GoalSeekDialog::forgetAnswer);
    connect(m_target, &QLineEdit::textEdited, this, &GoalSeekDialog::forgetAnswer);

    auto* layout = new QVBoxLayout(this);
    layout->setSizeConstraint(QLayout::SetMinimumSize);
    layout->addLayout(form);
    layout->addWidget(m_answer, 1);
    layout->addWidget(buttons);
    setMinimumWidth(fontMetrics().averageCharWidth() * DIALOG_WIDTH_IN_CHARACTERS);
    m_answer->setMinimumHeight(m_answer->fontMetrics().lineSpacing() * ANSWER_LINES);
    fillChoices();
    showKind();
}

void GoalSeekDialog::fillChoices()
{
    const Scenario& current = m_scenario.scenario();
    const Catalog& catalog = m_scenario.catalog();
    const std::string start = goalSeekStartDriver(m_scenario.results());
    for (const Driver& driver : scenarioDrivers(current, catalog)) {
        m_driver->addItem(driverNameWithUnit(driver), toQString(driver.pointer));
        if (driver.pointer == start)
            m_driver->setCurrentIndex(m_driver->count() - 1);
    }
    const QStringList options = goalSeekOptions(current);
    m_option->addItems(options);
    m_against->addItems(options);
    // The headline's question to begin with.
    if (const auto pair = headlinePair(m_scenario.results())) {
        m_option->setCurrentIndex(pair->first);
        m_against->setCurrentIndex(pair->second);
    }
}

void GoalSeekDialog::showKind()
{
    const bool difference = m_kind->currentData().toInt() == static_cast<int>(Outcome::Kind::MonthlyDifference);
    m_againstLabel->setVisible(difference);
    m_against->setVisible(difference);
    const QString currency = toQString(m_scenario.scenario().currency.display.code());
    m_targetUnit->setText(difference ? tr("%1 a month", "the unit of a target").arg(currency)
                                     : tr("%1 per million tokens", "the unit of a target").arg(currency));
}

void GoalSeekDialog::forgetAnswer()
{
    m_answer->clear();
    m_found.reset();
    m_apply->setEnabled(false);
}

void GoalSeekDialog::find()
{
    const QLocale locale;
    const std::optional<double> target = parseNumber(locale, m_target->text());
    if (!target) {
        forgetAnswer();
        m_answer->setText(tr("Type the target as a number, such as %1.").arg(formatNumber(locale, -500.0, 0)));
        return;
    }
    const GoalSeekQuestion question{m_driver->currentData().toString().toStdString(),
                                    static_cast<Outcome::Kind>(m_kind->currentData().toInt()), m_option->currentIndex(),
                                    m_against->currentIndex(), *target};
    const GoalSeekAnswer answer = seekGoal(m_scenario.scenario(), m_scenario.catalog(), question, locale);
    m_answer->setText(answer.text);
    // A top-level window does not grow for a label's wrapped height by itself.
    if (const int needed = layout()->totalHeightForWidth(width()); needed > height())
        resize(width(), needed);
    m_found = answer.value;
    m_apply->setEnabled(m_found.has_value());
}

void GoalSeekDialog::apply()
{
    if (!m_found)
        return;
    const Issues issues = applyGoalSeek(m_scenario, m_driver->currentData().toString().toStdString(), *m_found);
    if (!issues.empty())
        m_answer->setText(tr("The scenario refuses the value: %1").arg(toQString(issues.front().message)));
    m_apply->setEnabled(false);
}

} // namespace tco::ui
