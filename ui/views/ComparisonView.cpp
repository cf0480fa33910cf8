#include "views/ComparisonView.h"

#include "presenters/ComparisonModel.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QSortFilterProxyModel>

namespace tco::ui {
namespace {

/// The least a column shrinks to, in average characters: a name elided to this still reads.
constexpr int LEAST_NAME_CHARACTERS = 12;

} // namespace

ComparisonView::ComparisonView(const ScenarioPresenter& scenario, QWidget* parent)
    : QTableView(parent)
    , m_model(new ComparisonModel(scenario, this))
    , m_sorted(new QSortFilterProxyModel(this))
{
    setObjectName(QStringLiteral("comparisonTable"));
    m_sorted->setSourceModel(m_model);
    m_sorted->setSortRole(ComparisonModel::SortRole);
    // Re-sort as the figures change under a slider, so the cheapest stays on top.
    m_sorted->setDynamicSortFilter(true);
    setModel(m_sorted);
    setSortingEnabled(true);
    sortByColumn(ComparisonModel::Monthly, Qt::AscendingOrder);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setAlternatingRowColors(true);
    verticalHeader()->hide();
    // The figures as wide as they need; the option's name takes the rest, so that on a narrow
    // window it is the name that is elided (in full in its tooltip), never a column of figures.
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    horizontalHeader()->setSectionResizeMode(ComparisonModel::Name, QHeaderView::Stretch);
    horizontalHeader()->setMinimumSectionSize(fontMetrics().averageCharWidth() * LEAST_NAME_CHARACTERS);
    setWordWrap(false);

    auto* copy = new QAction(tr("Copy Table"), this);
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetShortcut);
    connect(copy, &QAction::triggered, this, &ComparisonView::copyToClipboard);
    addAction(copy);
    setContextMenuPolicy(Qt::ActionsContextMenu);
}

QString ComparisonView::tabSeparatedText() const
{
    return tabSeparated(*m_sorted);
}

void ComparisonView::copyToClipboard() const
{
    QApplication::clipboard()->setText(tabSeparatedText());
}

} // namespace tco::ui
