// dayjs ships its locales without per-file types; they only register themselves with dayjs.
declare module "dayjs/locale/te";
declare module "dayjs/locale/hi";
