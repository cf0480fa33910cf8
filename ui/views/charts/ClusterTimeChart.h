#pragma once

#include "cluster/ClusterStudy.h"

#include <QChartView>

class QLineSeries;
class QValueAxis;

namespace tco::ui {

/// A study's GPUs over its days, for each policy: those doing useful work (solid) and those
/// stranded (dashed), with a line at the hour a replay shows.
class ClusterTimeChart : public QChartView {
    Q_OBJECT

public:
    explicit ClusterTimeChart(QWidget* parent = nullptr);

    void showStudy(const ClusterStudy& study);
    /// Moves the line that marks the replay's hour.
    void markHour(double hour);
    /// Draws the axes' text `scale` times the theme's size, as a projector wants it.
    void setTextScale(double scale);

private:
    void restyle();

    QValueAxis* m_days = nullptr;
    QValueAxis* m_gpus = nullptr;
    QLineSeries* m_hour = nullptr;
    QList<QLineSeries*> m_lines;
    std::vector<SchedulingPolicy> m_policies;
    double m_textScale = 1.0;
};

} // namespace tco::ui
