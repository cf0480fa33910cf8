#pragma once

#include "scenario/Driver.h"

#include <QList>
#include <QObject>
#include <QString>

namespace tco::ui {

class ScenarioPresenter;

/// The inputs people argue about in a meeting, each behind a slider.
enum class SliderDriver {
    TokensPerDay,
    /// Of the focused self-hosted option: the price per GPU-hour if rented, the server price if owned.
    GpuPrice,
    /// Of every self-hosted option: the serving engine's assumptions.
    TargetUtilization,
    BandwidthEfficiency,
    SchedulerEfficiency,
    StaffCost,
    StaffCount,
    /// Of the focused API offer: its output price, with its other prices in proportion.
    ApiPrice,
    Growth,
};

/// Where a driver's slider runs.
struct SliderRange {
    double minimum = 0.0;
    double maximum = 1.0;
    /// Positions spaced by ratios rather than by differences (volumes, prices).
    bool logarithmic = false;
};

/// Turns slider positions into scenario edits and back. A position runs from 0 to 1 along a
/// driver's range; the value it stands for is rounded to what a person would type, and changes
/// the scenario through ScenarioPresenter::edit(), so the same validation applies.
class DriverPresenter : public QObject {
    Q_OBJECT

public:
    explicit DriverPresenter(ScenarioPresenter& scenario, QObject* parent = nullptr);

    [[nodiscard]] static QList<SliderDriver> drivers();
    [[nodiscard]] QString label(SliderDriver driver) const;
    /// What the driver changes, for a tooltip.
    [[nodiscard]] QString explanation(SliderDriver driver) const;
    /// Whether the scenario has what the driver changes (a self-hosted option, an API offer).
    [[nodiscard]] bool isAvailable(SliderDriver driver) const;
    [[nodiscard]] SliderRange range(SliderDriver driver) const;
    [[nodiscard]] double value(SliderDriver driver) const;
    /// The value with its unit, for the user's locale.
    [[nodiscard]] QString valueText(SliderDriver driver) const;
    [[nodiscard]] double position(SliderDriver driver) const;
    /// Moves a driver; returns false when the scenario refuses the value (it is then unchanged).
    bool setPosition(SliderDriver driver, double position);
    /// Moves a driver `steps` round steps of its unit up (or down, when negative) from its value:
    /// what the arrow keys (one step) and the page keys (ten) do. A step is the driver's own (a
    /// percentage point, a quarter of an FTE) or a tenth of the value's power of ten: 0.10 USD at
    /// 3.50 USD, 1 M at 10 M tokens a day. Stays within the slider's range.
    bool step(SliderDriver driver, int steps);
    /// Sets a driver to a value typed in its unit, as valueText() writes it: "4.2", "4.2 USD",
    /// "85%", "25 M" (k, M, B and T multiply tokens). False when the text is not such a value,
    /// or the scenario refuses it.
    bool setText(SliderDriver driver, const QString& text);

    /// The self-hosted option and the API offer the option-specific drivers act on.
    [[nodiscard]] int focusedSelfHosted() const { return m_focusedSelfHosted; }
    [[nodiscard]] int focusedApiOffer() const { return m_focusedApiOffer; }
    void setFocusedSelfHosted(int index);
    void setFocusedApiOffer(int index);

signals:
    /// A value, an availability or the focus changed.
    void changed();

private:
    /// Changes the scenario to put `value` in the driver, as one step of the undo history.
    bool apply(SliderDriver driver, double value);
    [[nodiscard]] bool focusedIsOwned() const;
    /// The number the slider shows: the focused option's or offer's, or the scenario's.
    [[nodiscard]] Driver shownDriver(SliderDriver driver) const;
    void keepFocusInRange();

    ScenarioPresenter& m_scenario;
    int m_focusedSelfHosted = 0;
    int m_focusedApiOffer = 0;
};

} // namespace tco::ui
