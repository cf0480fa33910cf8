#include "views/RangesDialog.h"

#include "analysis/Sensitivity.h"
#include "presenters/Formatting.h"
#include "presenters/ScenarioPresenter.h"
#include "scenario/Driver.h"
#include "scenario/ScenarioJson.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace tco::ui {
namespace {

constexpr int DIALOG_WIDTH = 760;
constexpr int DIALOG_HEIGHT = 520;
constexpr int FIGURE_WIDTH = 100;

/// A cell the user may not change.
QTableWidgetItem* fixedCell(const QString& text)
{
    auto* item = new QTableWidgetItem(text);
    item->setFlags(item->flags() & ~Qt::ItemIsEditable);
    return item;
}

} // namespace

RangesDialog::RangesDialog(ScenarioPresenter& scenario, QWidget* parent)
    : QDialog(parent)
    , m_scenario(scenario)
    , m_table(new QTableWidget(this))
    , m_problem(new QLabel(this))
{
    setWindowTitle(tr("Tornado Ranges"));
    m_table->setObjectName(QStringLiteral("ranges"));
    m_problem->setObjectName(QStringLiteral("rangesProblem"));
    m_problem->setWordWrap(true);
    auto* hint = new QLabel(tr("Each input moves over its default range, which follows the kind of number it is (an exchange "
                               "rate ±5%, a GPU-hour ±30%, the volume ÷3 to ×3), unless it has a low and a high here."),
                            this);
    hint->setWordWrap(true);

    const Scenario& current = m_scenario.scenario();
    const std::vector<Driver> drivers = scenarioDrivers(current, m_scenario.catalog());
    m_table->setColumnCount(5);
    m_table->setHorizontalHeaderLabels({tr("Input"), tr("Now"), tr("Default range"), tr("Low"), tr("High")});
    m_table->setRowCount(static_cast<int>(drivers.size()));
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(InputColumn, QHeaderView::Stretch);
    for (std::size_t index = 0; index < drivers.size(); ++index) {
        const Driver& driver = drivers[index];
        const auto row = static_cast<int>(index);
        QTableWidgetItem* input = fixedCell(driverNameWithUnit(driver));
        input->setData(Qt::UserRole, toQString(driver.pointer));
        input->setToolTip(input->text());
        m_table->setItem(row, InputColumn, input);
        m_table->setItem(row, NowColumn, fixedCell(formatInputValue(QLocale(), driver, driver.value)));
        const DriverRange usual = defaultRange(driver);
        QTableWidgetItem* byKind
            = fixedCell(usual.low == usual.high ? tr("none at zero")
                                                : QCoreApplication::translate("Formatting", "%1 to %2", "the ends of a range")
                                                      .arg(formatInputValue(QLocale(), driver, usual.low),
                                                           formatInputValue(QLocale(), driver, usual.high)));
        byKind->setToolTip(usual.low == usual.high ? tr("An input at zero has no default range: give it a low and a high.")
                                                   : formatRangeAboutValue(QLocale(), driver, usual));
        m_table->setItem(row, DefaultColumn, byKind);
        const auto given = std::ranges::find(current.analysis.ranges, driver.pointer, &DriverRange::pointer);
        const bool has = given != current.analysis.ranges.end();
        m_table->setItem(row, LowColumn, new QTableWidgetItem(has ? formatInputValue(QLocale(), driver, given->low) : QString()));
        m_table->setItem(row, HighColumn,
                         new QTableWidgetItem(has ? formatInputValue(QLocale(), driver, given->high) : QString()));
    }
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setSectionResizeMode(InputColumn, QHeaderView::Stretch);
    // Room to type a figure as long as the values shown: empty cells would size to nothing.
    for (const Column column : {LowColumn, HighColumn})
        m_table->setColumnWidth(column, std::max(m_table->columnWidth(NowColumn), FIGURE_WIDTH));

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &RangesDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(hint);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
    resize(DIALOG_WIDTH, DIALOG_HEIGHT);
}

void RangesDialog::accept()
{
    std::vector<DriverRange> ranges;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const QString name = m_table->item(row, InputColumn)->text();
        const QString lowText = m_table->item(row, LowColumn)->text().trimmed();
        const QString highText = m_table->item(row, HighColumn)->text().trimmed();
        if (lowText.isEmpty() && highText.isEmpty())
            continue;
        const std::string pointer = m_table->item(row, InputColumn)->data(Qt::UserRole).toString().toStdString();
        const std::optional<Driver> driver = findDriver(m_scenario.scenario(), m_scenario.catalog(), pointer);
        const std::optional<double> low = driver ? parseInputValue(QLocale(), *driver, lowText) : std::nullopt;
        const std::optional<double> high = driver ? parseInputValue(QLocale(), *driver, highText) : std::nullopt;
        if (!low || !high) {
            m_problem->setText(tr("%1: give a low and a high, both numbers, or neither.").arg(name));
            m_table->setCurrentCell(row, low ? HighColumn : LowColumn);
            return;
        }
        ranges.push_back({pointer, *low, *high});
    }
    if (ranges == m_scenario.scenario().analysis.ranges) {
        QDialog::accept();
        return;
    }
    const std::string value = ranges.empty() ? std::string("null") : nlohmann::ordered_json(ranges).dump();
    const Issues issues = m_scenario.edit({{"/analysis/ranges", value}}, tr("Tornado ranges"));
    if (!issues.empty()) {
        m_problem->setText(describeIssues(issues).join(QLatin1Char('\n')));
        return;
    }
    QDialog::accept();
}

} // namespace tco::ui
