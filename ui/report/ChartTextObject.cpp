#include "report/ChartTextObject.h"

#include <QAbstractTextDocumentLayout>
#include <QChartView>
#include <QPainter>
#include <QTextCursor>
#include <QTextDocument>

namespace tco::ui {
namespace {

/// The format property that holds the chart's place in the list.
constexpr int CHART_INDEX = QTextFormat::UserProperty + 1;

} // namespace

ChartTextObject::ChartTextObject(QTextDocument& document, const std::vector<ReportChart>& charts)
    : m_document(document)
    , m_charts(charts)
{
    document.documentLayout()->registerHandler(TYPE, this);
}

QString ChartTextObject::marker(const QString& name)
{
    // Characters of the private use area, which no scenario's text has reason to hold.
    return QStringLiteral("\uE000%1\uE001").arg(name);
}

void ChartTextObject::replaceMarkers()
{
    for (std::size_t index = 0; index < m_charts.size(); ++index) {
        QTextCharFormat format;
        format.setObjectType(TYPE);
        format.setProperty(CHART_INDEX, static_cast<int>(index));
        QTextCursor found = m_document.find(marker(m_charts[index].name));
        while (!found.isNull()) {
            found.insertText(QString(QChar::ObjectReplacementCharacter), format);
            found = m_document.find(marker(m_charts[index].name), found);
        }
    }
}

const ReportChart* ChartTextObject::chartOf(const QTextFormat& format) const
{
    const int index = format.intProperty(CHART_INDEX);
    return index >= 0 && static_cast<std::size_t>(index) < m_charts.size() ? &m_charts[static_cast<std::size_t>(index)] : nullptr;
}

QSizeF ChartTextObject::intrinsicSize(QTextDocument* /*document*/, int /*position*/, const QTextFormat& format)
{
    const ReportChart* chart = chartOf(format);
    return chart != nullptr ? QSizeF(chart->view->size()) : QSizeF();
}

void ChartTextObject::drawObject(QPainter* painter, const QRectF& rect, QTextDocument* /*document*/, int /*position*/,
                                 const QTextFormat& format)
{
    const ReportChart* chart = chartOf(format);
    if (chart == nullptr)
        return;
    // The scene's items paint themselves through the document's painter: on a PDF writer, lines,
    // areas and text stay vectors. Held to the chart's rectangle, so that no line runs beyond it
    // into the page's margin or footer.
    painter->save();
    painter->setClipRect(rect, Qt::IntersectClip);
    chart->view->scene()->render(painter, rect, chart->view->sceneRect());
    painter->restore();
}

} // namespace tco::ui
