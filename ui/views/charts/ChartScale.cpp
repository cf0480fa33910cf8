#include "views/charts/ChartScale.h"

#include <QCategoryAxis>

namespace tco::ui {

void ChartScale::setTitle(const QString& title)
{
    labels()->setTitleText(title);
}

} // namespace tco::ui
