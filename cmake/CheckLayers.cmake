# Fails when a source under ROOT includes a folder above its own in LAYERS (lowest first), and
# names every such include; else touches STAMP. Run by the build (core/CMakeLists.txt):
#
#   cmake -DROOT=core -DLAYERS="units;text;..." -DSTAMP=file -P cmake/CheckLayers.cmake
#
# Static libraries catch a call up the stack only when it is linked; a header that is all
# inline functions and types would pass. Includes show both.
get_filename_component(ROOT "${ROOT}" ABSOLUTE)
file(GLOB_RECURSE sources RELATIVE "${ROOT}" "${ROOT}/*.h" "${ROOT}/*.cpp")
set(violations "")
foreach(source IN LISTS sources)
    string(REGEX MATCH "^[^/]+" folder "${source}")
    list(FIND LAYERS "${folder}" level)
    if(level EQUAL -1)
        if(source MATCHES "/")
            string(APPEND violations "\n  ${source}: its folder ${folder}/ is in no layer")
        endif()
        continue()
    endif()
    file(STRINGS "${ROOT}/${source}" includes REGEX "^#include \"[a-z]+/")
    foreach(line IN LISTS includes)
        string(REGEX REPLACE "^#include \"([a-z]+)/.*" "\\1" included "${line}")
        list(FIND LAYERS "${included}" includedLevel)
        if(includedLevel GREATER level)
            string(APPEND violations "\n  ${source}: ${line} (${included}/ is above ${folder}/)")
        endif()
    endforeach()
endforeach()
if(violations)
    list(JOIN LAYERS " → " stack)
    message(FATAL_ERROR "Core's folders form the stack ${stack}, each including only those below it:${violations}")
endif()
file(TOUCH "${STAMP}")
