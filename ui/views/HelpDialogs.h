#pragma once

class QWidget;

namespace tco::ui {

/// The user guide (docs/desktop-app.md, built into the program) in a window of its own, beside
/// the main window rather than over it.
void showUserGuide(QWidget* parent);

/// Every command of `window`'s menus that has a keyboard shortcut, with the shortcut as the
/// platform writes it: read off the menus themselves, so that the list never disagrees with them.
void showKeyboardShortcuts(QWidget* window);

} // namespace tco::ui
