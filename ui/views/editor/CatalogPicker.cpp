#include "views/editor/CatalogPicker.h"

#include "presenters/Formatting.h"

#include <nlohmann/json.hpp>

#include <QAbstractItemView>
#include <QComboBox>
#include <QCompleter>
#include <QLabel>
#include <QLineEdit>

namespace tco::ui {
namespace {

/// Characters the closed picker needs at the least; its list opens as wide as its entries.
constexpr int MINIMUM_CHARACTERS = 14;
constexpr int POPUP_MARGIN = 40;

} // namespace

CatalogPicker::CatalogPicker(EditorField field, std::string pointer, FieldHooks hooks, QWidget* parent)
    : FieldWidget(std::move(field), std::move(pointer), std::move(hooks), parent)
{
    m_combo = new QComboBox(this);
    m_combo->setEditable(true);
    m_combo->setInsertPolicy(QComboBox::NoInsert);
    m_combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_combo->setMinimumContentsLength(MINIMUM_CHARACTERS);
    m_combo->lineEdit()->setPlaceholderText(tr("Type to search"));
    QCompleter* completer = m_combo->completer();
    completer->setFilterMode(Qt::MatchContains);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->setCompletionMode(QCompleter::PopupCompletion);
    setInput(m_combo);

    m_details = noteLabel(this);
    m_details->setObjectName(partName("Source"));
    addNote(m_details);

    connect(m_combo, &QComboBox::activated, this, &CatalogPicker::commitIfEdited);
    connect(completer, qOverload<const QString&>(&QCompleter::activated), this, [this](const QString& text) {
        m_combo->setCurrentIndex(findChoice(m_choices, text));
        commitIfEdited();
    });
    connect(m_combo->lineEdit(), &QLineEdit::editingFinished, this, &CatalogPicker::commitIfEdited);
}

void CatalogPicker::setChoices(std::vector<CatalogChoice> choices)
{
    m_choices = std::move(choices);
    const QSignalBlocker blocker(m_combo);
    m_combo->clear();
    for (const CatalogChoice& choice : m_choices)
        m_combo->addItem(choice.text, toQString(choice.id));
    const int width = m_combo->view()->sizeHintForColumn(0) + POPUP_MARGIN;
    m_combo->view()->setMinimumWidth(width);
    m_combo->completer()->popup()->setMinimumWidth(width);
}

void CatalogPicker::show(const nlohmann::ordered_json& value, const EditorContext& context)
{
    // Between catalog replacements (forgetChoices()), the entries change only with what filters
    // them and with the locale their figures are written for.
    const std::string gpu = hooks().gpuFilter ? hooks().gpuFilter(context) : std::string();
    if (m_choices.empty() || gpu != m_gpuFilter || context.locale != m_locale) {
        std::vector<CatalogChoice> choices = catalogChoices(context.catalog, field().catalogSection, context.locale, gpu);
        if (field().optional)
            choices.insert(choices.begin(), CatalogChoice{{}, field().placeholder, {}, {}, {}});
        setChoices(std::move(choices));
        m_gpuFilter = gpu;
        m_locale = context.locale;
    }
    const std::string id = value.is_string() ? value.get<std::string>() : std::string();
    const int index = findChoiceById(m_choices, id);
    const QSignalBlocker blocker(m_combo);
    m_combo->setCurrentIndex(index);
    if (index < 0)
        m_combo->setEditText(toQString(id));
    m_combo->lineEdit()->setCursorPosition(0);

    const CatalogChoice* choice = index >= 0 ? &m_choices[static_cast<std::size_t>(index)] : nullptr;
    QStringList lines;
    if (choice != nullptr && !choice->details.isEmpty())
        lines << choice->details;
    if (choice != nullptr && !choice->provenance.isEmpty())
        lines << choice->provenance;
    m_details->setText(lines.join(QLatin1Char('\n')));
    m_details->setToolTip(choice != nullptr ? choice->provenanceToolTip : QString());
    m_details->setVisible(!lines.isEmpty());
}

std::expected<QString, QString> CatalogPicker::value() const
{
    const QString text = m_combo->currentText();
    const int index = findChoice(m_choices, text);
    if (index < 0) {
        if (text.trimmed().isEmpty() && field().optional)
            return QString();
        return std::unexpected(tr("No catalog entry matches “%1”; pick one from the list.").arg(text.trimmed()));
    }
    return toQString(m_choices[static_cast<std::size_t>(index)].id);
}

QString CatalogPicker::state() const
{
    return m_combo->currentText();
}

} // namespace tco::ui
