/**
 * The desk's Products and downloads pages on the server: their loaders' reads and their
 * actions, made from the same operations as /api/v1/staff.
 */
import { data } from "react-router";
import {
  createPatch,
  createVersion,
  createVersionLanguage,
  deskFiles,
  deskPatch,
  deskProduct,
  deskProducts,
  deskVersion,
  deskVersionLanguage,
  savePatch,
  saveProduct,
  saveVersion,
  saveVersionLanguage,
  uploadFileInOne,
} from "@workers/staff";
import { db } from "~/lib/db.server";
import { intentActions } from "~/lib/operation-action.server";

export type { DeskFile } from "@workers/staff";

function found<T>(value: T | null, what: string): T {
  if (value === null) throw data({ message: `There is no ${what} with that number.` }, { status: 404 });
  return value;
}

function idOf(value: string | undefined, what: string): number {
  const id = Number(value);
  if (!/^\d{1,12}$/.test(value ?? "") || id < 1) throw data({ message: `There is no ${what} with that number.` }, { status: 404 });
  return id;
}

export const productsList = () => deskProducts(db());
export const filesList = () => deskFiles(db());
export const productPage = async (id: string | undefined) => found(await deskProduct(db(), idOf(id, "product")), "product");
export const versionPage = async (id: string | undefined) => found(await deskVersion(db(), idOf(id, "version")), "version");
export const languagePage = async (id: string | undefined) => found(await deskVersionLanguage(db(), idOf(id, "version language")), "version language");
export const patchPage = async (id: string | undefined) => found(await deskPatch(db(), idOf(id, "update")), "update");

export const productAction = intentActions({ "save-product": saveProduct, "add-version": createVersion });
export const versionAction = intentActions({ "save-version": saveVersion, "add-language": createVersionLanguage, "add-patch": createPatch });
export const languageAction = intentActions({ "save-language": saveVersionLanguage });
export const patchAction = intentActions({ "save-patch": savePatch });
export const filesAction = intentActions({ upload: uploadFileInOne });
