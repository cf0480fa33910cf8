#include "views/CompareDialog.h"

#include "presenters/Formatting.h"
#include "presenters/ScenarioPresenter.h"

#include <nlohmann/json.hpp>

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace tco::ui {

CompareDialog::CompareDialog(ScenarioPresenter& scenario, QWidget* parent)
    : QDialog(parent)
    , m_scenario(scenario)
    , m_option(new QComboBox(this))
    , m_against(new QComboBox(this))
    , m_problem(new QLabel(this))
{
    setWindowTitle(tr("Compare Options"));
    m_option->setObjectName(QStringLiteral("compareOption"));
    m_against->setObjectName(QStringLiteral("compareAgainst"));
    m_problem->setObjectName(QStringLiteral("compareProblem"));
    m_problem->setWordWrap(true);

    const Scenario& current = m_scenario.scenario();
    // The first entry of the first box leaves the choice to the headline.
    m_option->addItem(tr("The headline's question: the cheapest self-hosted option"), QString());
    QStringList names;
    for (std::size_t position = 0; position < optionCount(current); ++position)
        names << toQString(optionName(current, optionAtPosition(current, position)));
    for (const QString& name : names) {
        m_option->addItem(name, name);
        m_against->addItem(name, name);
    }
    m_option->setCurrentIndex(std::max(0, m_option->findData(toQString(current.analysis.option))));
    m_against->setCurrentIndex(std::max(0, m_against->findData(toQString(current.analysis.against))));

    auto* form = new QFormLayout;
    form->addRow(tr("The analyses measure:"), m_option);
    form->addRow(tr("less:"), m_against);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &CompareDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
    connect(m_option, &QComboBox::currentIndexChanged, this, &CompareDialog::showChoice);
    showChoice();
}

void CompareDialog::showChoice()
{
    const bool headline = m_option->currentData().toString().isEmpty();
    m_against->setEnabled(!headline);
    m_problem->setText(headline ? tr("Less the cheapest API offer, at the scenario's volume.") : QString());
}

void CompareDialog::accept()
{
    const QString option = m_option->currentData().toString();
    const QString against = m_against->currentData().toString();
    const AnalysisSettings& analysis = m_scenario.scenario().analysis;
    if (option.toStdString() == analysis.option && (option.isEmpty() || against.toStdString() == analysis.against)) {
        QDialog::accept();
        return;
    }
    if (option == against) {
        m_problem->setText(tr("Choose two different options."));
        return;
    }
    const std::string value = option.isEmpty()
        ? std::string("null")
        : nlohmann::ordered_json{{"option", option.toStdString()}, {"against", against.toStdString()}}.dump();
    const Issues issues = m_scenario.edit({{"/analysis/compare", value}}, tr("Compare options"));
    if (!issues.empty()) {
        m_problem->setText(describeIssues(issues).join(QLatin1Char('\n')));
        return;
    }
    QDialog::accept();
}

} // namespace tco::ui
