#include "views/charts/RackGrid.h"

#include "cluster/ClusterReplay.h"
#include "presenters/ClusterText.h"
#include "presenters/Formatting.h"
#include "views/charts/ChartPalette.h"

#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace tco::ui {
namespace {

/// The gap between domains, in cells: enough to tell racks apart at any size.
constexpr double DOMAIN_GAP_CELLS = 1.0;
/// From this many pixels a cell leaves a pixel between itself and the next.
constexpr double CELL_WITH_GAP = 4.0;
/// A one-node domain's GPUs in rows of this many, where they divide evenly.
constexpr int SERVER_ROW = 4;
constexpr int PREFERRED_CELL = 8;
constexpr int SMALLEST_CELL = 2;

} // namespace

RackGrid::RackGrid(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("rackGrid"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void RackGrid::setCluster(const ClusterShape& shape, int gpusPerNode, std::span<const ClusterJob> jobs)
{
    m_shape = shape;
    m_gpusPerNode = gpusPerNode;
    m_jobs.clear();
    m_jobs.reserve(jobs.size());
    for (const ClusterJob& job : jobs)
        m_jobs.push_back(JobShown{job.kind, job.gpus});
    m_holders.assign(static_cast<std::size_t>(shape.gpus()), ClusterReplay::FREE);
    m_slowed.assign(m_holders.size(), 0);
    m_freeAreStranded = false;
    updateGeometry();
    update();
}

void RackGrid::setHolders(std::span<const int> holders, std::span<const std::uint8_t> slowed, bool freeAreStranded)
{
    m_holders.assign(holders.begin(), holders.end());
    m_slowed.assign(slowed.begin(), slowed.end());
    m_freeAreStranded = freeAreStranded;
    update();
}

RackGrid::Arrangement RackGrid::arrangement() const
{
    Arrangement best;
    const bool racks = m_shape.gpusPerDomain > m_gpusPerNode;
    best.columns = racks ? m_gpusPerNode : (m_shape.gpusPerDomain % SERVER_ROW == 0 ? SERVER_ROW : m_shape.gpusPerDomain);
    best.rows = (m_shape.gpusPerDomain + best.columns - 1) / best.columns;
    // As many domains across as give the largest cells in the widget.
    for (int across = 1; across <= m_shape.domains; ++across) {
        const int down = (m_shape.domains + across - 1) / across;
        const double wide = across * (best.columns + DOMAIN_GAP_CELLS) - DOMAIN_GAP_CELLS;
        const double high = down * (best.rows + DOMAIN_GAP_CELLS) - DOMAIN_GAP_CELLS;
        const double cell = std::min(width() / wide, height() / high);
        if (cell > best.cell) {
            best.cell = cell;
            best.domainsAcross = across;
        }
    }
    return best;
}

double RackGrid::Arrangement::domainWidth() const
{
    return (columns + DOMAIN_GAP_CELLS) * cell;
}

double RackGrid::Arrangement::domainHeight() const
{
    return (rows + DOMAIN_GAP_CELLS) * cell;
}

QRectF RackGrid::gpuRect(const Arrangement& arrangement, int gpu) const
{
    const int domain = gpu / m_shape.gpusPerDomain;
    const int inDomain = gpu % m_shape.gpusPerDomain;
    const double x
        = (domain % arrangement.domainsAcross) * arrangement.domainWidth() + (inDomain % arrangement.columns) * arrangement.cell;
    const double y
        = (domain / arrangement.domainsAcross) * arrangement.domainHeight() + (inDomain / arrangement.columns) * arrangement.cell;
    const double gap = arrangement.cell >= CELL_WITH_GAP ? 1.0 : 0.0;
    return {x, y, arrangement.cell - gap, arrangement.cell - gap};
}

int RackGrid::gpuAt(QPointF point) const
{
    const Arrangement shown = arrangement();
    if (shown.cell <= 0.0 || point.x() < 0.0 || point.y() < 0.0)
        return -1;
    const double domainWidth = shown.domainWidth();
    const double domainHeight = shown.domainHeight();
    const auto across = static_cast<int>(point.x() / domainWidth);
    const auto down = static_cast<int>(point.y() / domainHeight);
    const auto column = static_cast<int>((point.x() - across * domainWidth) / shown.cell);
    const auto row = static_cast<int>((point.y() - down * domainHeight) / shown.cell);
    const int domain = down * shown.domainsAcross + across;
    if (across >= shown.domainsAcross || column >= shown.columns || row >= shown.rows || domain >= m_shape.domains)
        return -1;
    const int inDomain = row * shown.columns + column;
    return inDomain < m_shape.gpusPerDomain ? domain * m_shape.gpusPerDomain + inDomain : -1;
}

QSize RackGrid::minimumSizeHint() const
{
    return {SMALLEST_CELL * 4 * 12, SMALLEST_CELL * 4 * 12};
}

QSize RackGrid::sizeHint() const
{
    return {PREFERRED_CELL * 4 * 12, PREFERRED_CELL * 4 * 8};
}

void RackGrid::paintEvent(QPaintEvent* /*event*/)
{
    QPainter painter(this);
    const Arrangement shown = arrangement();
    const QChart::ChartTheme theme = themeFor(palette());
    const QColor free = freeGpuColor(m_freeAreStranded, theme);
    for (std::size_t gpu = 0; gpu < m_holders.size(); ++gpu) {
        const int holder = m_holders[gpu];
        QColor color = free;
        if (holder != ClusterReplay::FREE)
            color = m_slowed[gpu] != 0
                ? slowedGpuColor()
                : clusterJobColor(m_jobs[static_cast<std::size_t>(holder)].kind, static_cast<std::size_t>(holder));
        painter.fillRect(gpuRect(shown, static_cast<int>(gpu)), color);
    }
}

QString RackGrid::gpuDescription(int gpu) const
{
    const QLocale locale;
    const bool racks = m_shape.gpusPerDomain > m_gpusPerNode;
    const int domain = gpu / m_shape.gpusPerDomain + 1;
    const int inDomain = gpu % m_shape.gpusPerDomain + 1;
    const QString where = racks ? tr("Rack %1, GPU %2").arg(locale.toString(domain), locale.toString(inDomain))
                                : tr("Server %1, GPU %2").arg(locale.toString(domain), locale.toString(inDomain));
    const int holder = m_holders[static_cast<std::size_t>(gpu)];
    if (holder == ClusterReplay::FREE)
        return tr("%1: free").arg(where)
            + (m_freeAreStranded ? tr(", stranded: a job waits that the free GPUs could hold together") : QString());
    const JobShown& job = m_jobs[static_cast<std::size_t>(holder)];
    const QString held = tr("%1: %2 job %3, %4 GPUs")
                             .arg(where, jobKindTitle(job.kind), locale.toString(holder + 1), formatCount(locale, job.gpus));
    return m_slowed[static_cast<std::size_t>(gpu)] != 0 ? tr("%1, slowed: split over more NVLink domains than it needs").arg(held)
                                                        : held;
}

bool RackGrid::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const int gpu = gpuAt(help->pos());
        if (gpu >= 0 && static_cast<std::size_t>(gpu) < m_holders.size())
            QToolTip::showText(help->globalPos(), gpuDescription(gpu), this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

} // namespace tco::ui
