import { graphql } from '../../../__generated__';

/** The Position Reader's calls: the e-mail list, one e-mail, the .eml upload, the organization's mailbox. */

export const readerEmailsQuery = graphql(`
  query ReaderEmails($filter: ReaderFilterInput!) {
    readerEmails(filter: $filter) {
      id
      databaseId
      sender
      subject
      receivedAt
      positionCount
      source
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
  mutation UploadEmail($raw: String!) {
    uploadEmail(raw: $raw) {
      id
      duplicate
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
