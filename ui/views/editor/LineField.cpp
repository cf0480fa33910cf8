#include "views/editor/LineField.h"

#include "presenters/Formatting.h"
#include "scenario/Scenario.h"

#include <nlohmann/json.hpp>

#include <QComboBox>
#include <QLineEdit>

namespace tco::ui {
namespace {

/// The line edit's frame and margins around its text, in pixels.
constexpr int NUMBER_PADDING = 12;

} // namespace

LineField::LineField(EditorField field, std::string pointer, FieldHooks hooks, QWidget* parent)
    : FieldWidget(std::move(field), std::move(pointer), std::move(hooks), parent)
{
    const FieldKind kind = this->field().kind;
    m_edit = new QLineEdit(this);
    m_edit->setPlaceholderText(this->field().placeholder);
    if (kind != FieldKind::Text && kind != FieldKind::NumberList) {
        m_edit->setAlignment(Qt::AlignRight);
        // A hundred million tokens a day stays whole beside the longer labels of other languages.
        m_edit->setMinimumWidth(m_edit->fontMetrics().horizontalAdvance(QStringLiteral("100,000,000")) + NUMBER_PADDING);
    }
    setInput(m_edit);
    connect(m_edit, &QLineEdit::editingFinished, this, &LineField::commitIfEdited);
    if (kind == FieldKind::Money) {
        m_currency = new QComboBox(this);
        m_currency->setObjectName(partName("Currency"));
        m_currency->setToolTip(tr("The currency of the amount; add an exchange rate to offer another."));
        addInput(m_currency);
        connect(m_currency, &QComboBox::activated, this, &LineField::commitIfEdited);
    }
}

void LineField::show(const nlohmann::ordered_json& value, const EditorContext& context)
{
    const QString text = fieldText(field(), value, context.locale);
    if (m_edit->text() != text) {
        m_edit->setText(text);
        // The start of a long name reads better than its end.
        m_edit->setCursorPosition(0);
    }
    if (m_currency != nullptr)
        showCurrency(value, context);
}

void LineField::showCurrency(const nlohmann::ordered_json& value, const EditorContext& context)
{
    QStringList codes = currencyCodes(context.scenario);
    QString code = moneyCurrency(value);
    if (code.isEmpty())
        code = toQString(context.scenario.currency.display.code());
    if (!codes.contains(code))
        codes << code;
    QStringList shown;
    for (int i = 0; i < m_currency->count(); ++i)
        shown << m_currency->itemText(i);
    if (shown != codes) {
        const QSignalBlocker blocker(m_currency);
        m_currency->clear();
        m_currency->addItems(codes);
    }
    m_currency->setCurrentText(code);
}

QString LineField::state() const
{
    return m_currency != nullptr ? m_edit->text() + QLatin1Char('\n') + m_currency->currentText() : m_edit->text();
}

std::expected<QString, QString> LineField::value() const
{
    return m_edit->text();
}

QString LineField::currency() const
{
    return m_currency != nullptr ? m_currency->currentText() : QString();
}

} // namespace tco::ui
