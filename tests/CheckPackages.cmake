# Builds the .deb and the .tar.gz from a build tree and checks what a user gets from them: the two
# programs on the PATH, the desktop entry, the icon, the MIME type of scenario files and the
# AppStream metainfo, valid by the freedesktop.org tools; the dependencies the desktop app needs
# at run time; and programs that run from the unpacked package.
#
# cmake -DBUILD_DIR=… -DWORK_DIR=… -DSOURCE_DATA_DIR=… -P CheckPackages.cmake
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")

function(run)
    execute_process(COMMAND ${ARGN} OUTPUT_VARIABLE output ERROR_VARIABLE errors RESULT_VARIABLE status)
    if(NOT status EQUAL 0)
        list(JOIN ARGN " " command)
        message(FATAL_ERROR "${command} failed (${status}):\n${output}${errors}")
    endif()
    set(output "${output}" PARENT_SCOPE)
endfunction()

function(require_all listing what)
    foreach(path IN LISTS ARGN)
        string(FIND "${listing}" "${path}\n" found)
        if(found EQUAL -1)
            message(FATAL_ERROR "${what} lacks ${path}:\n${listing}")
        endif()
    endforeach()
endfunction()

set(shared
    share/applications/breakeven.desktop
    share/icons/hicolor/scalable/apps/breakeven.svg
    share/mime/packages/breakeven.xml
    share/metainfo/io.breakeven.Breakeven.metainfo.xml)

run(cpack -B "${WORK_DIR}" --config "${BUILD_DIR}/CPackConfig.cmake") # CPACK_GENERATOR: DEB and TGZ
file(GLOB deb "${WORK_DIR}/breakeven_*.deb")
file(GLOB tarball "${WORK_DIR}/breakeven-*.tar.gz")
if(NOT deb OR NOT tarball)
    message(FATAL_ERROR "cpack made no .deb or no .tar.gz in ${WORK_DIR}")
endif()

# The .deb installs below /usr, so the programs land on the PATH.
run(dpkg-deb --contents "${deb}")
string(REGEX REPLACE "[^\n]* \\./usr/" "usr/" listing "${output}")
list(TRANSFORM shared PREPEND "usr/" OUTPUT_VARIABLE deb_shared)
require_all("${listing}" "the .deb" usr/bin/breakeven usr/bin/breakeven-cli usr/libexec/breakeven/breakeven-cli-report ${deb_shared})

# The platform plugin is loaded at run time, where dpkg-shlibdeps cannot see it.
run(dpkg-deb --field "${deb}" Depends)
string(REGEX REPLACE " \\([^)]*\\)" "" depends "${output}") # one package name a line
string(REPLACE ", " "\n" depends "${depends}")
require_all("${depends}" "the .deb's Depends" qt6-qpa-plugins libqt6charts6 libqt6widgets6)

run(tar --list --gzip --file "${tarball}")
string(REGEX REPLACE "breakeven-[^/\n]*/" "" listing "${output}")
require_all("${listing}" "the tarball" bin/breakeven bin/breakeven-cli libexec/breakeven/breakeven-cli-report ${shared})

# The files the desktop reads, as the distribution's validators see them.
set(root "${WORK_DIR}/root")
run(dpkg-deb --extract "${deb}" "${root}")
run(desktop-file-validate "${root}/usr/share/applications/breakeven.desktop")
run(appstreamcli validate --no-net --pedantic "${root}/usr/share/metainfo/io.breakeven.Breakeven.metainfo.xml")
run(xmllint --noout "${root}/usr/share/mime/packages/breakeven.xml" "${root}/usr/share/icons/hicolor/scalable/apps/breakeven.svg")

# The installed programs run without the build tree: no build paths left in them.
run("${root}/usr/bin/breakeven-cli" --version)
run("${root}/usr/bin/breakeven" --version)
# breakeven-cli finds the program that draws reports where the package puts it.
run("${root}/usr/bin/breakeven-cli" report "${SOURCE_DATA_DIR}/scenarios/small-team-8b.breakeven.json" --json "${WORK_DIR}/report.json" --pdf "${WORK_DIR}/report.pdf")
if(NOT output MATCHES "wrote ${WORK_DIR}/report.pdf")
    message(FATAL_ERROR "the installed breakeven-cli wrote no report:\n${output}")
endif()
message(STATUS "packages: ${deb}, ${tarball}")
