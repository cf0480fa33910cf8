#pragma once

#include "cluster/ClusterSimulation.h"

#include <QWidget>

#include <span>
#include <vector>

namespace tco::ui {

/// The cluster's GPUs as its racks or servers are built: each domain a block of its nodes, a
/// row of GPUs per node (a one-node server in rows of four), the domains in rows across the
/// widget, each GPU as large as the widget allows. A GPU takes the colour of the kind of job
/// that holds it, in one of three shades so that neighbouring jobs stand apart, or brown while
/// that job is slowed by a split over more domains than it needs; a free GPU is grey, or red
/// while it is stranded. Pointing at a GPU says whose it is.
class RackGrid : public QWidget {
    Q_OBJECT

public:
    explicit RackGrid(QWidget* parent = nullptr);

    /// The cluster to draw and the jobs its GPUs may hold; every GPU free.
    void setCluster(const ClusterShape& shape, int gpusPerNode, std::span<const ClusterJob> jobs);
    /// Which job holds each GPU and whether it runs slowed (ClusterReplay), and whether the free
    /// ones are stranded.
    void setHolders(std::span<const int> holders, std::span<const std::uint8_t> slowed, bool freeAreStranded);

    /// The GPU at `point`, or -1 between GPUs and outside them.
    [[nodiscard]] int gpuAt(QPointF point) const;
    /// Where a GPU is and whose it is, as pointing at it says: "Rack 3, GPU 17: Training job
    /// 412, 64 GPUs".
    [[nodiscard]] QString gpuDescription(int gpu) const;

    [[nodiscard]] QSize minimumSizeHint() const override;
    [[nodiscard]] QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;

private:
    /// How the domains lie: so many across, each so many GPUs wide and high, in cells of a size.
    struct Arrangement {
        int domainsAcross = 1;
        int columns = 1;
        int rows = 1;
        double cell = 0.0;

        /// A domain's width and height with the gap that follows it.
        [[nodiscard]] double domainWidth() const;
        [[nodiscard]] double domainHeight() const;
    };
    [[nodiscard]] Arrangement arrangement() const;
    [[nodiscard]] QRectF gpuRect(const Arrangement& arrangement, int gpu) const;

    struct JobShown {
        ClusterJobKind kind;
        int gpus;
    };
    ClusterShape m_shape;
    int m_gpusPerNode = 1;
    std::vector<JobShown> m_jobs;
    std::vector<int> m_holders;
    std::vector<std::uint8_t> m_slowed;
    bool m_freeAreStranded = false;
};

} // namespace tco::ui
