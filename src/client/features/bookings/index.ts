// The public surface other features use: the company's inbox, which the company dashboard shows too.
export { CompanyInbox } from "./components/inbox/company-inbox";
