#include "views/VariantsView.h"

#include "presenters/ComparisonModel.h"
#include "presenters/Formatting.h"
#include "presenters/ScenarioPresenter.h"
#include "presenters/VariantsModel.h"
#include "scenario/Driver.h"
#include "views/editor/IssueLabel.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStyle>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace tco::ui {
namespace {

/// The widest a column's header grows, in average characters, before its name wraps.
constexpr int MAX_VARIANT_HEADER_CHARACTERS = 18;

} // namespace

VariantsView::VariantsView(ScenarioPresenter& scenario, QWidget* parent)
    : QWidget(parent)
    , m_scenario(scenario)
    , m_model(new VariantsModel(scenario, this))
    , m_table(new QTableView(this))
    , m_summary(new QLabel(this))
    , m_problems(new IssueLabel("/analysis/variants", tr("Variants"), this))
    , m_addVariant(new QAction(tr("Add &Variant…"), this))
    , m_addInput(new QAction(tr("Add &Input…"), this))
    , m_rename(new QAction(tr("&Rename Variant…"), this))
    , m_remove(new QAction(tr("Re&move Variant"), this))
    , m_useCurrent(new QAction(tr("Use &Current Value"), this))
{
    m_table->setObjectName(QStringLiteral("variantsTable"));
    m_summary->setObjectName(QStringLiteral("variantsSummary"));
    m_problems->setObjectName(QStringLiteral("variantsProblems"));
    m_table->setModel(m_model);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    // Typing a number into a variant's cell starts editing it, as in a spreadsheet.
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                             | QAbstractItemView::AnyKeyPressed);
    m_table->setWordWrap(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // A variant's name wraps in its header rather than widening its column: three variants with
    // names a finance team gives them fit beside the inputs in a 1280-pixel window.
    m_table->horizontalHeader()->setDefaultAlignment(Qt::AlignCenter | Qt::Alignment(Qt::TextWordWrap));
    m_table->horizontalHeader()->setMaximumSectionSize(fontMetrics().averageCharWidth() * MAX_VARIANT_HEADER_CHARACTERS);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->verticalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_summary->setWordWrap(true);

    m_addInput->setToolTip(tr("Set another input in the selected variant"));
    m_useCurrent->setToolTip(tr("The selected variant takes the current value of this input again"));
    m_useCurrent->setShortcut(QKeySequence::Delete);
    m_useCurrent->setShortcutContext(Qt::WidgetShortcut);
    auto* copy = new QAction(tr("Copy Table"), this);
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetShortcut);
    connect(m_addVariant, &QAction::triggered, this, &VariantsView::addVariant);
    connect(m_addInput, &QAction::triggered, this, &VariantsView::addInput);
    connect(m_rename, &QAction::triggered, this, &VariantsView::renameVariant);
    connect(m_remove, &QAction::triggered, this, &VariantsView::removeVariant);
    connect(m_useCurrent, &QAction::triggered, this, &VariantsView::useCurrentValue);
    connect(copy, &QAction::triggered, this, &VariantsView::copyToClipboard);
    auto* separator = new QAction(this);
    separator->setSeparator(true);
    m_table->addActions({m_useCurrent, m_addInput, m_rename, m_remove, separator, copy});
    m_table->setContextMenuPolicy(Qt::ActionsContextMenu);

    auto* buttons = new QHBoxLayout;
    for (QAction* action : {m_addVariant, m_addInput, m_rename, m_remove, m_useCurrent}) {
        auto* button = new QToolButton(this);
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        buttons->addWidget(button);
    }
    buttons->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(buttons);
    layout->addWidget(m_summary);
    layout->addWidget(m_problems);
    layout->addWidget(m_table, 1);

    connect(m_table->horizontalHeader(), &QHeaderView::sectionDoubleClicked, this, [this](int column) {
        if (!VariantsModel::variantAt(column))
            return;
        m_table->setCurrentIndex(m_model->index(0, column));
        renameVariant();
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentChanged, this, &VariantsView::updateActions);
    connect(m_model, &VariantsModel::editRefused, this, &VariantsView::showProblems);
    connect(m_model, &QAbstractItemModel::modelAboutToBeReset, this, [this] {
        const QModelIndex current = m_table->currentIndex();
        m_selectedPointer = current.data(VariantsModel::PointerRole).toString();
        m_selectedRow = current.row();
        m_selectedColumn = current.column();
    });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        if (m_selectedColumn >= 0 && m_model->rowCount() > 0) {
            const int pointed = m_model->rowOf(m_selectedPointer.toStdString());
            const int row = std::min(pointed >= 0 ? pointed : m_selectedRow, m_model->rowCount() - 1);
            m_table->setCurrentIndex(m_model->index(row, std::min(m_selectedColumn, m_model->columnCount() - 1)));
        }
        updateActions();
        updateSummary();
        fitHeaderHeight();
    });
    connect(m_model, &QAbstractItemModel::dataChanged, this, [this] {
        updateActions();
        updateSummary();
    });
    // A change that went through answers whatever was refused before it.
    connect(&m_scenario, &ScenarioPresenter::scenarioChanged, this, [this] { m_problems->setMessages({}); });
    updateActions();
    updateSummary();
    fitHeaderHeight();
}

std::optional<std::size_t> VariantsView::selectedVariant() const
{
    const QModelIndex current = m_table->currentIndex();
    return current.isValid() ? VariantsModel::variantAt(current.column()) : std::nullopt;
}

void VariantsView::fitHeaderHeight()
{
    QHeaderView* header = m_table->horizontalHeader();
    const QFontMetrics metrics = header->fontMetrics();
    // What a header is beyond its one line of text: its margins and frame.
    header->setMinimumHeight(0);
    header->setMaximumHeight(QWIDGETSIZE_MAX);
    const int padding = std::max(0, header->sizeHint().height() - metrics.height());
    const int margins = 2 * header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
    int textHeight = metrics.height();
    for (int column = 0; column < m_model->columnCount(); ++column) {
        const QString name = m_model->headerData(column, Qt::Horizontal).toString();
        const QRect wrapped
            = metrics.boundingRect(QRect(0, 0, header->maximumSectionSize() - margins, 0), Qt::TextWordWrap, name);
        textHeight = std::max(textHeight, wrapped.height());
    }
    header->setFixedHeight(padding + textHeight);
}

void VariantsView::updateActions()
{
    const bool variant = selectedVariant().has_value();
    m_addInput->setEnabled(variant);
    m_rename->setEnabled(variant);
    m_remove->setEnabled(variant);
    m_useCurrent->setEnabled(m_table->currentIndex().data(VariantsModel::SetByVariantRole).toBool());
}

void VariantsView::updateSummary()
{
    if (m_scenario.scenario().analysis.variants.empty()) {
        m_summary->setText(tr("No variants yet. A variant is a named version of the scenario that changes a few inputs "
                              "(“Cheaper GPUs”, “Twice the volume”); Add Variant… puts one beside the current values."));
    } else if (!m_model->outcome()) {
        m_summary->setText(tr("No outcome to compare: the scenario needs a self-hosted option that can run and an API offer."));
    } else {
        m_summary->setText(tr("Outcome: %1, in %2; below it the same over the horizon in present value, which growth, price "
                              "trends and commitments move. Shaded cells are values a variant sets; grey ones, current values "
                              "it keeps. Type in a variant's cell to set its value; empty it to use the current value again.")
                               .arg(m_model->outcomeDescription(), toQString(m_scenario.scenario().currency.display.code())));
    }
}

void VariantsView::showProblems(const QString& change, const QStringList& problems)
{
    m_problems->setMessages(QStringList{tr("Not applied: %1").arg(change)} + problems);
}

std::optional<std::string> VariantsView::askForInput(const QString& title, std::optional<std::size_t> variant, QString* name)
{
    QDialog dialog(this);
    dialog.setWindowTitle(title);
    auto* form = new QFormLayout;
    QLineEdit* nameEdit = nullptr;
    if (name) {
        nameEdit = new QLineEdit(*name, &dialog);
        nameEdit->setObjectName(QStringLiteral("variantName"));
        nameEdit->selectAll();
        form->addRow(tr("&Name:"), nameEdit);
    }
    auto* inputs = new QComboBox(&dialog);
    inputs->setObjectName(QStringLiteral("variantInput"));
    inputs->setMaxVisibleItems(20);
    const std::vector<Variant>& variants = m_scenario.scenario().analysis.variants;
    const auto sets = [&](const std::string& pointer) {
        if (!variant)
            return false;
        const std::vector<DriverSetting>& settings = variants[*variant].settings;
        return std::ranges::find(settings, pointer, &DriverSetting::pointer) != settings.end();
    };
    for (const Driver& driver : scenarioDrivers(m_scenario.scenario(), m_scenario.catalog())) {
        if (!sets(driver.pointer))
            inputs->addItem(driverNameWithUnit(driver), toQString(driver.pointer));
    }
    // The selected row's input to begin with: a new variant of what is being looked at.
    const int selected = inputs->findData(m_table->currentIndex().data(VariantsModel::PointerRole));
    if (selected >= 0)
        inputs->setCurrentIndex(selected);
    form->addRow(tr("&Input:"), inputs);
    auto* note = new QLabel(tr("It starts at its current value; type the variant's value in the table."), &dialog);
    note->setWordWrap(true);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Add"));
    buttons->button(QDialogButtonBox::Ok)->setEnabled(inputs->count() > 0);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto* layout = new QVBoxLayout(&dialog);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(buttons);
    if (dialog.exec() != QDialog::Accepted || inputs->currentIndex() < 0)
        return std::nullopt;
    if (name)
        *name = nameEdit->text();
    return inputs->currentData().toString().toStdString();
}

void VariantsView::editCell(std::size_t variant, const std::string& pointer)
{
    const QModelIndex cell = m_model->index(m_model->rowOf(pointer), VariantsModel::columnOf(variant));
    if (!cell.isValid())
        return;
    m_table->setCurrentIndex(cell);
    m_table->scrollTo(cell);
    m_table->setFocus();
    m_table->edit(cell);
}

void VariantsView::addVariant()
{
    QString name = m_model->unusedName();
    const std::optional<std::string> pointer = askForInput(tr("Add Variant"), std::nullopt, &name);
    if (!pointer || !m_model->addVariant(name, *pointer).empty())
        return;
    editCell(m_scenario.scenario().analysis.variants.size() - 1, *pointer);
}

void VariantsView::addInput()
{
    const std::optional<std::size_t> variant = selectedVariant();
    if (!variant)
        return;
    const QString name = toQString(m_scenario.scenario().analysis.variants[*variant].name);
    const std::optional<std::string> pointer = askForInput(tr("Add an Input to “%1”").arg(name), variant, nullptr);
    if (pointer && m_model->addInput(*variant, *pointer).empty())
        editCell(*variant, *pointer);
}

void VariantsView::renameVariant()
{
    const std::optional<std::size_t> variant = selectedVariant();
    if (!variant)
        return;
    bool accepted = false;
    const QString name = QInputDialog::getText(this, tr("Rename Variant"), tr("Name:"), QLineEdit::Normal,
                                               toQString(m_scenario.scenario().analysis.variants[*variant].name), &accepted);
    if (accepted)
        m_model->renameVariant(*variant, name);
}

void VariantsView::removeVariant()
{
    if (const std::optional<std::size_t> variant = selectedVariant())
        m_model->removeVariant(*variant);
}

void VariantsView::useCurrentValue()
{
    const QModelIndex current = m_table->currentIndex();
    const std::optional<std::size_t> variant = selectedVariant();
    if (variant && current.data(VariantsModel::SetByVariantRole).toBool())
        m_model->useCurrentValue(*variant, current.data(VariantsModel::PointerRole).toString().toStdString());
}

QString VariantsView::tabSeparatedText() const
{
    return tabSeparated(*m_model);
}

void VariantsView::copyToClipboard() const
{
    QApplication::clipboard()->setText(tabSeparatedText());
}

} // namespace tco::ui
