# Packaging: desktop integration files and the CPack configuration for a Debian package (.deb)
# and a relocatable tarball (.tar.gz).
#
#   cmake --preset release && cmake --build --preset release
#   cd build/release && cpack            # or: cmake --build --preset release --target package
#
# Both packages hold bin/breakeven, bin/breakeven-cli and, under share/, the desktop entry, the
# icon, the MIME type of scenario files (*.breakeven.json) and the AppStream metainfo. The .deb
# installs below /usr; the tarball unpacks to breakeven-<version>-linux-<arch>/{bin,share}.
#
# Included from the top-level CMakeLists.txt after the programs, so PROJECT_VERSION and
# PROJECT_HOMEPAGE_URL are Breakeven's.

include_guard(GLOBAL)
include(GNUInstallDirs) # already included by qt_standard_project_setup(); harmless to repeat

set(BREAKEVEN_PACKAGING_DIR "${CMAKE_CURRENT_LIST_DIR}")

# --- Desktop integration (freedesktop.org) ----------------------------------------------------
# The desktop file id (breakeven.desktop) matches the Wayland app id and X11 WM_CLASS that Qt
# derives from the executable name, and the <launchable> of the AppStream metainfo.
install(FILES "${BREAKEVEN_PACKAGING_DIR}/breakeven.desktop"
        DESTINATION "${CMAKE_INSTALL_DATADIR}/applications")
install(FILES "${BREAKEVEN_PACKAGING_DIR}/breakeven.svg"
        DESTINATION "${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps")
install(FILES "${BREAKEVEN_PACKAGING_DIR}/breakeven-mime.xml"
        DESTINATION "${CMAKE_INSTALL_DATADIR}/mime/packages"
        RENAME breakeven.xml)
install(FILES "${BREAKEVEN_PACKAGING_DIR}/io.breakeven.Breakeven.metainfo.xml"
        DESTINATION "${CMAKE_INSTALL_DATADIR}/metainfo")
# No maintainer scripts are needed on Debian: dpkg file triggers of shared-mime-info,
# desktop-file-utils and the icon caches pick up the files above.

# --- Common package metadata ------------------------------------------------------------------
set(CPACK_PACKAGE_NAME "breakeven")
set(CPACK_PACKAGE_VENDOR "Breakeven developers")
set(CPACK_PACKAGE_CONTACT "Breakeven developers <dev@breakeven.invalid>")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_HOMEPAGE_URL "${PROJECT_HOMEPAGE_URL}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "compare self-hosted LLM costs with per-token API pricing")
# Lines of at most 80 columns. The Debian generator indents them by one space and turns the
# empty ones into " ." paragraph separators; lines indented here (the list) are displayed
# verbatim by package managers.
set(CPACK_PACKAGE_DESCRIPTION [=[
Breakeven estimates the total cost of running a large language model on your
own GPUs, rented in the cloud or bought outright, and compares it with paying
an API provider per token, at your volume today and at scale. It shows where
self-hosting breaks even and what each option costs over the whole horizon.

Every estimate starts from catalogs of accelerators, model architectures,
cloud GPU prices, API prices and other cost facts, each figure with its source
and date; users can add or override entries without rebuilding.

This package provides:
  * breakeven, a desktop application with live what-if sliders, charts, a
    side-by-side comparison and a workshop mode for projectors, in English,
    German and Spanish;
  * breakeven-cli, the same engine on the command line: validate scenario
    files, browse the catalogs, size a cluster, price every option and sweep
    the volume, as tables, CSV or JSON.
]=]) # the final newline keeps CPackDeb from stripping the last line's indentation
set(CPACK_GENERATOR "DEB;TGZ")
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGE_CHECKSUM SHA256)
set(CPACK_VERBATIM_VARIABLES ON)

# --- Tarball ----------------------------------------------------------------------------------
string(TOLOWER "${CMAKE_SYSTEM_NAME}-${CMAKE_SYSTEM_PROCESSOR}" _breakeven_platform)
set(CPACK_PACKAGE_FILE_NAME "breakeven-${PROJECT_VERSION}-${_breakeven_platform}")
unset(_breakeven_platform)

# --- Debian package ---------------------------------------------------------------------------
set(CPACK_DEBIAN_PACKAGE_NAME "breakeven")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # breakeven_<version>_<arch>.deb
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "Breakeven developers <dev@breakeven.invalid>")
set(CPACK_DEBIAN_PACKAGE_SECTION "utils")
set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${PROJECT_HOMEPAGE_URL}")
# Shared library dependencies (Qt 6, fmt, libstdc++, ...) are computed by dpkg-shlibdeps
# (package dpkg-dev). It cannot see plugins loaded at run time: the desktop application needs
# a Qt platform plugin (xcb and friends live in qt6-qpa-plugins, which libqt6gui6 only
# recommends), and the native Wayland one is in qt6-wayland.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins")
# Qt's own strings (dialog buttons, context menus) in the user's language are in qt6-translations-l10n.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-wayland, qt6-translations-l10n")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)

# --- Source package (cpack --config CPackSourceConfig.cmake) ----------------------------------
set(CPACK_SOURCE_GENERATOR "TGZ")
set(CPACK_SOURCE_PACKAGE_FILE_NAME "breakeven-${PROJECT_VERSION}")
set(CPACK_SOURCE_IGNORE_FILES "/\\.git/" "/build/" "/\\.cache/" "/CMakeUserPresets\\.json$" "~$")

include(CPack)
