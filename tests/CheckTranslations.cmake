# Fails when a string the desktop app shows has no finished translation in TS_FILE: it extracts
# the strings of the sources afresh into a copy of the file, as `update_translations` would, and
# asks lrelease how many of them are unfinished. The file in the source tree is left as it is.
#
# cmake -DPROJECT_IN=… -DGENERATOR=… -DLUPDATE=… -DLRELEASE=… -DTS_FILE=… -DLUPDATE_OPTIONS=… -DWORK_DIR=… -P CheckTranslations.cmake
file(MAKE_DIRECTORY "${WORK_DIR}")
get_filename_component(name "${TS_FILE}" NAME)
set(copy "${WORK_DIR}/${name}")
file(COPY_FILE "${TS_FILE}" "${copy}")

execute_process(COMMAND "${CMAKE_COMMAND}" -DIN_FILE=${PROJECT_IN} -DOUT_FILE=${WORK_DIR}/project.json -P "${GENERATOR}"
                COMMAND_ERROR_IS_FATAL ANY)
execute_process(COMMAND "${LUPDATE}" -project "${WORK_DIR}/project.json" -ts "${copy}" ${LUPDATE_OPTIONS}
                OUTPUT_QUIET ERROR_QUIET COMMAND_ERROR_IS_FATAL ANY)
execute_process(COMMAND "${LRELEASE}" "${copy}" -qm "${WORK_DIR}/check.qm"
                OUTPUT_VARIABLE report COMMAND_ERROR_IS_FATAL ANY)

if(NOT report MATCHES "\\(([0-9]+) finished and ([0-9]+) unfinished\\)")
    message(FATAL_ERROR "lrelease did not say how many translations it generated:\n${report}")
endif()
set(finished ${CMAKE_MATCH_1})
set(unfinished ${CMAKE_MATCH_2})
# A string with no translation at all is "ignored" rather than counted as unfinished.
if(report MATCHES "Ignored ([0-9]+) untranslated")
    math(EXPR unfinished "${unfinished} + ${CMAKE_MATCH_1}")
endif()
if(NOT unfinished EQUAL 0)
    message(FATAL_ERROR "${name}: ${unfinished} strings have no finished translation. Run `cmake --build "
                        "--preset default --target update_translations` and translate those marked "
                        "type=\"unfinished\".")
endif()
message(STATUS "${name}: all ${finished} strings translated")
