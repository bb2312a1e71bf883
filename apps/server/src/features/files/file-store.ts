/**
 * What other features may do with stored files (docs/decisions/0151): record the files of a new
 * upload and delete replaced ones in the same transaction as the record that owns them. Kids,
 * staff and attendance reach the files table through this, never through files.repository.
 */
export { deleteFiles, insertFileStatement, insertFiles, type FileRow, type NewFileRow } from "./files.repository";
