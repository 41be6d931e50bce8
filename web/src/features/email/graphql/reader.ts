import { graphql } from '../../../__generated__';

/** The Position Reader's calls: the e-mail list, one e-mail, the .eml upload, the organization's mailbox. */

/** The e-mails by the reader's filters, by cursor, newest first (rows: EmailList's fragment). */
export const emailsConnectionQuery = graphql(`
  query EmailsConnection($filter: ReaderFilterInput, $first: Int, $after: String) {
    emailsConnection(filter: $filter, first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          ...EmailList_email
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
  }
`);

export const readerEmailQuery = graphql(`
  query ReaderEmail($id: Int!) {
    readerEmail(id: $id) {
      id
      subject
      from
      to
      receivedAt
      text
      html
      positions {
        id
        vesselName
        dwt
        built
        openPort
        openDateFrom
        openDateTo
        region
        gear
        confidence
        sourceLine
        current
      }
    }
  }
`);

export const uploadEmailMutation = graphql(`
  mutation UploadEmail($raw: String!, $listFilter: ReaderFilterInput) {
    uploadEmail(raw: $raw, listFilter: $listFilter) {
      id
      duplicate
      listed
      email {
        id
        databaseId
        receivedAt
        ...EmailList_email
      }
      positions {
        id
      }
    }
  }
`);

export const mailboxQuery = graphql(`
  query ReaderMailbox {
    mailbox {
      host
      port
      tls
      username
      folder
      enabled
      status
      lastConnectedAt
      lastMessageAt
      lastError
      importedCount
    }
  }
`);

export const setMailboxMutation = graphql(`
  mutation ReaderSetMailbox($input: MailboxInput!) {
    setMailbox(input: $input) {
      status
    }
  }
`);
