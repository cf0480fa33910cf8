#pragma once

#include <QString>

namespace tco::ui {

/// The application's colours: the desktop's own, or a light or dark one for a projector.
enum class Theme { System, Light, Dark };

/// Applies `theme` to the whole application.
void applyTheme(Theme theme);

/// The theme kept in the user's settings, and keeping one there.
[[nodiscard]] Theme savedTheme();
void saveTheme(Theme theme);

} // namespace tco::ui
