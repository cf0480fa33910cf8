#include "views/ComparisonView.h"

#include "presenters/ComparisonModel.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QSortFilterProxyModel>

namespace tco::ui {

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
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    horizontalHeader()->setStretchLastSection(true);
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
