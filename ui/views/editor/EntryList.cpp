#include "views/editor/EntryList.h"

#include "views/editor/FieldWidget.h"
#include "views/editor/IssueLabel.h"

#include <nlohmann/json.hpp>

#include <QHBoxLayout>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace tco::ui {
namespace {

/// Rows the list shows before it scrolls.
constexpr int VISIBLE_ROWS = 4;

} // namespace

EntryList::EntryList(std::string arrayPointer, const QString& noun, FormFactory form, EntryName name, QWidget* parent)
    : QWidget(parent)
    , m_arrayPointer(std::move(arrayPointer))
    , m_form(std::move(form))
    , m_name(std::move(name))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    auto* top = new QHBoxLayout;
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("entries"));
    top->addWidget(m_list, 1);
    auto* buttons = new QVBoxLayout;
    m_add = new QPushButton(tr("Add"), this);
    m_add->setToolTip(tr("Add a new %1, starting from the catalog's figures.").arg(noun));
    m_add->setObjectName(QStringLiteral("addButton"));
    m_remove = new QPushButton(tr("Remove"), this);
    m_remove->setObjectName(QStringLiteral("removeButton"));
    m_remove->setToolTip(tr("Remove the selected %1.").arg(noun));
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch();
    top->addLayout(buttons);
    layout->addLayout(top);

    m_issues = new IssueLabel(m_arrayPointer, noun, this);
    layout->addWidget(m_issues);
    m_formLayout = new QVBoxLayout;
    m_formLayout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(m_formLayout);

    connect(m_add, &QPushButton::clicked, this, &EntryList::addRequested);
    connect(m_remove, &QPushButton::clicked, this, [this] {
        if (m_formIndex >= 0)
            emit removeRequested(m_formIndex);
    });
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row == m_formIndex)
            return;
        showForm(row);
        emit formReplaced();
    });
}

QString EntryList::entryName(int index) const
{
    const QListWidgetItem* item = m_list->item(index);
    return item != nullptr ? item->text() : QString();
}

void EntryList::refresh(const nlohmann::ordered_json& document)
{
    const nlohmann::ordered_json& entries = valueAt(document, m_arrayPointer);
    const int count = entries.is_array() ? static_cast<int>(entries.size()) : 0;
    const QSignalBlocker blocker(m_list);
    if (count != m_count) {
        const bool added = m_count >= 0 && count > m_count;
        m_list->clear();
        for (int i = 0; i < count; ++i)
            m_list->addItem(m_name(entries.at(static_cast<std::size_t>(i))));
        const int selected = count == 0 ? -1 : added ? count - 1 : std::clamp(m_formIndex, 0, count - 1);
        m_count = count;
        m_list->setCurrentRow(selected);
        fitRows();
        showForm(selected);
    } else {
        for (int i = 0; i < count; ++i) {
            const QString name = m_name(entries.at(static_cast<std::size_t>(i)));
            if (m_list->item(i)->text() != name)
                m_list->item(i)->setText(name);
        }
    }
    m_remove->setEnabled(count > 0);
}

void EntryList::fitRows()
{
    // As tall as its entries, up to a few; never shorter than the buttons beside it.
    const int row = m_list->count() > 0 ? m_list->sizeHintForRow(0) : m_list->fontMetrics().height();
    const int rows = std::clamp(m_list->count(), 1, VISIBLE_ROWS);
    const int height = row * rows + 2 * m_list->frameWidth();
    m_list->setFixedHeight(std::max(height, m_add->sizeHint().height() + m_remove->sizeHint().height()));
}

void EntryList::showForm(int index)
{
    if (m_current != nullptr) {
        // Out of the tree at once, so that no search finds its fields; deleted once whatever
        // signal led here has returned.
        m_current->hide();
        m_current->setParent(nullptr);
        m_current->deleteLater();
        m_current = nullptr;
    }
    m_formIndex = index;
    if (index < 0)
        return;
    m_current = m_form(index);
    m_current->setParent(this);
    m_formLayout->addWidget(m_current);
}

} // namespace tco::ui
