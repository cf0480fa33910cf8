#pragma once

/// Marks an English string of core that the desktop app shows in the user's language. Core uses
/// the English text as it is; lupdate reads the mark as QT_TRANSLATE_NOOP (ui/CMakeLists.txt
/// tells it so), and the app translates the string with QCoreApplication::translate(context, …).
/// A macro because lupdate reads source text, not types.
#define TCO_TRANSLATABLE(context, text) text
