#pragma once

#include "report/ReportCharts.h"

#include <QObject>
#include <QTextObjectInterface>

#include <vector>

class QTextDocument;

namespace tco::ui {

/// Draws report charts inside a QTextDocument as the chart's own shapes and text, so that a PDF
/// holds them as vectors rather than as pictures. A chart stands in the text as one object
/// character; its size is the chart view's, in the document's device units.
class ChartTextObject : public QObject, public QTextObjectInterface {
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)

public:
    /// The object type of a chart in a document's text.
    static constexpr int TYPE = QTextFormat::UserObject + 1;

    /// Draws the charts of `charts` in `document`, both of which outlive the handler.
    ChartTextObject(QTextDocument& document, const std::vector<ReportChart>& charts);

    /// Puts, in place of every `marker(name)` in the document's text, the chart of that name.
    void replaceMarkers();
    /// The text that replaceMarkers() takes for the chart named `name`.
    [[nodiscard]] static QString marker(const QString& name);

    [[nodiscard]] QSizeF intrinsicSize(QTextDocument* document, int position, const QTextFormat& format) override;
    void drawObject(QPainter* painter, const QRectF& rect, QTextDocument* document, int position,
                    const QTextFormat& format) override;

private:
    [[nodiscard]] const ReportChart* chartOf(const QTextFormat& format) const;

    QTextDocument& m_document;
    const std::vector<ReportChart>& m_charts;
};

} // namespace tco::ui
